import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { paths } from '@/config/paths';
import { canDelete } from '../../utils/list-display';

export type ListRowActionsProps = {
  row: SmsListRow;
  limitDownloads: boolean;
  onDelete: (row: SmsListRow) => void;
};

function LinkAction({
  title,
  label,
  to,
  icon,
}: {
  title: string;
  label: string;
  to: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ p: 0.5 }} component={RouterLink} to={to} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Stats, edit, contacts, import, export (contacts and export hidden by limitDownloads), delete when allowed. */
export function ListRowActions({ row, limitDownloads, onDelete }: ListRowActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <LinkAction
        title="Stats"
        label={`Stats of ${row.name}`}
        to={paths.sms.listStats.getHref(row.id)}
        icon={<BarChartOutlined fontSize="small" />}
      />
      <LinkAction
        title="Edit"
        label={`Edit ${row.name}`}
        to={paths.sms.editList.getHref(row.id)}
        icon={<EditOutlined fontSize="small" />}
      />
      {!limitDownloads && (
        <LinkAction
          title="Contacts"
          label={`Contacts of ${row.name}`}
          to={paths.sms.listContacts.getHref(row.id)}
          icon={<PeopleOutlined fontSize="small" />}
        />
      )}
      <LinkAction
        title="Import contacts"
        label={`Import contacts into ${row.name}`}
        to={paths.sms.importContacts.getHref(row.id)}
        icon={<FileUploadOutlined fontSize="small" />}
      />
      {!limitDownloads && (
        <LinkAction
          title="Export contacts"
          label={`Export contacts of ${row.name}`}
          to={paths.sms.exportContacts.getHref(row.id)}
          icon={<FileDownloadOutlined fontSize="small" />}
        />
      )}
      {canDelete(row) && (
        <Tooltip title="Delete">
          <IconButton
            size="small"
            sx={{ p: 0.5 }}
            aria-label={`Delete ${row.name}`}
            onClick={() => onDelete(row)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
