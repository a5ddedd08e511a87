import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PageRow } from '@contracts/pages/pages.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText, dateTimeText } from '@/lib/format';

export type PageAction = 'clone' | 'archive' | 'unarchive' | 'delete';

function ActionButton({
  title,
  label,
  icon,
  onClick,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ p: 0.5 }} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Edit, Clone, Archive (unarchived rows) or Unarchive (archived rows), Delete. */
export function PageRowActions({
  row,
  onAction,
}: {
  row: PageRow;
  onAction: (action: PageAction, row: PageRow) => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit">
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          component={RouterLink}
          to={paths.editPage.getHref(row.key)}
          aria-label={`Edit ${row.name}`}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ActionButton
        title="Clone"
        label={`Clone ${row.name}`}
        icon={<ContentCopyOutlined fontSize="small" />}
        onClick={() => onAction('clone', row)}
      />
      {row.archived ? (
        <ActionButton
          title="Unarchive"
          label={`Unarchive ${row.name}`}
          icon={<UnarchiveOutlined fontSize="small" />}
          onClick={() => onAction('unarchive', row)}
        />
      ) : (
        <ActionButton
          title="Archive"
          label={`Archive ${row.name}`}
          icon={<ArchiveOutlined fontSize="small" />}
          onClick={() => onAction('archive', row)}
        />
      )}
      <ActionButton
        title="Delete"
        label={`Delete ${row.name}`}
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => onAction('delete', row)}
      />
    </Box>
  );
}

/** Spec §2.3 columns; the server sorts by name, key and createdDate. */
export function pageColumns(onAction: (action: PageAction, row: PageRow) => void): SortableColumn<PageRow>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}>
          {row.name}
        </Typography>
      ),
    },
    {
      field: 'key',
      header: 'Key',
      sortable: true,
      hideBelow: 'sm',
      render: (row) => (
        <Box sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12.5 }}>{row.key}</Box>
      ),
    },
    {
      field: 'smsCampaignCount',
      header: 'Associated SMS Campaigns',
      align: 'right',
      hideBelow: 'md',
      width: 110,
      wrapHeader: true,
      render: (row) => countText(row.smsCampaignCount),
    },
    {
      field: 'emailCampaignCount',
      header: 'Associated Email Campaigns',
      align: 'right',
      hideBelow: 'md',
      width: 110,
      wrapHeader: true,
      render: (row) => countText(row.emailCampaignCount),
    },
    {
      field: 'createdDate',
      header: 'Date Created',
      sortable: true,
      hideBelow: 'sm',
      width: 130,
      render: (row) => dateTimeText(row.createdDate),
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <PageRowActions row={row} onAction={onAction} />,
    },
  ];
}
