import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DMA_DOWNLOAD_REFUSED, type DmaDownloadKind } from '@contracts/dma/dma.schemas';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { dmaDownloadHref, useAccountSettings } from '../api/dma';
import { DmaPageHeader } from './dma-page-header';
import { useDownload } from './use-download';

export const DMA_INTRO =
  "The Direct Marketing Association (DMA) keeps South Africa's national opt-out register. Send it your contacts before you market to them: it returns those who have opted out of direct marketing.";

const CONTENT: Record<DmaDownloadKind, { title: string; crumb: string; holds: ReactNode; leftOut: string }> =
  {
    cellphones: {
      title: 'Download Cellphone Numbers for DMA Processing',
      crumb: 'DMA cellphone numbers',
      holds: (
        <>
          One column, <strong>Cellphone</strong>: every distinct cellphone number in your SMS lists, in
          international format without the plus (27821234567).
        </>
      ),
      leftOut:
        'numbers in lists marked DMA Exclusion, numbers that opted out of your messages, and numbers already on your DMA opt-out list.',
    },
    idNumbers: {
      title: 'Download ID Numbers for DMA Processing',
      crumb: 'DMA ID numbers',
      holds: (
        <>
          One column, <strong>ID Number</strong>: every distinct South African ID number of the contacts in
          your SMS lists (13 digits, checked).
        </>
      ),
      leftOut:
        'contacts without a valid ID number, contacts in lists marked DMA Exclusion, and contacts whose number opted out or is already on your DMA opt-out list.',
    },
  };

/** Download Cellphone Numbers / ID Numbers for DMA Processing (spec 1 §2.4). */
export function DmaDownloadPage({ kind }: { kind: DmaDownloadKind }) {
  const content = CONTENT[kind];
  const settings = useAccountSettings();
  const download = useDownload(
    dmaDownloadHref(kind),
    async () => !(await settings.mutate())?.limitDownloads,
    DMA_DOWNLOAD_REFUSED,
  );
  const limited = settings.data?.limitDownloads === true;
  return (
    <>
      <DmaPageHeader title={content.title} crumb={content.crumb} intro={DMA_INTRO} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 860 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          What the file holds
        </Typography>
        <Typography sx={{ mb: 1 }}>{content.holds}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Left out: {content.leftOut}
        </Typography>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          What to do with it
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, mt: 0, mb: 3, '& li': { mb: 0.75 } }}>
          <li>Download the file (CSV). It is built when you ask for it, so it is always up to date.</li>
          <li>Send it to the DMA for processing.</li>
          <li>
            Upload the cellphone numbers the DMA returns on{' '}
            <Link component={RouterLink} to={paths.sms.dmaUpload.getHref()}>
              Upload DMA List
            </Link>
            . They are no longer counted as reachable, and each list shows them under DMA Optouts.
          </li>
        </Box>
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          The file holds personal information. Keep it safe, and delete it once the DMA has processed it.
        </Alert>
        {settings.isLoading ? (
          <Spinner size="small" label="Loading your settings" />
        ) : limited ? (
          <Alert severity="warning" data-testid="download-refused">
            {DMA_DOWNLOAD_REFUSED}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<FileDownloadOutlined />}
              href={dmaDownloadHref(kind)}
              onClick={(event) => {
                event.preventDefault();
                void download.start();
              }}
              disabled={download.preparing}
            >
              {download.preparing ? 'Preparing the file…' : 'Download CSV'}
            </Button>
            <Button
              component={RouterLink}
              to={paths.sms.dmaUpload.getHref()}
              variant="outlined"
              size="large"
              startIcon={<FileUploadOutlined />}
            >
              Upload DMA List
            </Button>
            {download.preparing && (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                The download starts by itself once the file is ready.
              </Typography>
            )}
          </Box>
        )}
        {download.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="download-error">
            {download.error}
          </Alert>
        )}
      </Paper>
    </>
  );
}
