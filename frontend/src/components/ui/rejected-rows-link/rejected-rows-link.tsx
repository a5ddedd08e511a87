import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useDownloadsLimited } from '@/lib/account-settings';
import { rejectedRowsHref } from '@/lib/import-jobs';

export type RejectedRowsLinkProps = { jobId: number; children: ReactNode; sx?: SxProps<Theme> };

/**
 * The download of an import's rejected rows (they hold contacts): hidden, like the contacts and the
 * exports, when the account's downloads are limited, and until the settings say they are not.
 */
export function RejectedRowsLink({ jobId, children, sx }: RejectedRowsLinkProps) {
  if (useDownloadsLimited()) return null;
  return (
    <Link
      href={rejectedRowsHref(jobId)}
      download
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <FileDownloadOutlined fontSize="small" />
      {children}
    </Link>
  );
}
