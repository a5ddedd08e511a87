import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Link as RouterLink } from 'react-router-dom';
import type { EmailListRow } from '@contracts/email-lists/email-lists.schemas';
import { LIST_STATUS } from '@contracts/lists/lists.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EMPTY_EMAIL_LISTS_TEXT = "There are no lists currently, why don't you create one?";
export const DMA_EXCLUSION_LABEL = 'DMA Exclusion';

/** Spec 2 §4: Queued, 'Processing...' (InProgress), Completed. */
export function emailListStatusLabel(status: number): string {
  if (status === LIST_STATUS.Queued) return 'Queued';
  if (status === LIST_STATUS.InProgress) return 'Processing...';
  if (status === LIST_STATUS.Completed) return 'Completed';
  return 'Unknown';
}

/** Delete is offered only when the list is neither InProgress nor Queued (spec 2 §4). */
export const canDeleteEmailList = (row: Pick<EmailListRow, 'status'>): boolean =>
  row.status !== LIST_STATUS.Queued && row.status !== LIST_STATUS.InProgress;

/** YYYY-MM-DD HH:mm in South African time. */
export function listDateText(iso: string): string {
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz('Africa/Johannesburg').format('YYYY-MM-DD HH:mm') : iso;
}

function NameCell({ row }: { row: EmailListRow }) {
  return (
    <Box sx={{ minWidth: { xs: 110, md: 170 } }}>
      <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}>
        {row.name}
      </Typography>
      {row.newProcess && (
        <Tooltip title="New process list">
          <Typography component="span" color="secondary.main" sx={{ fontWeight: 700, ml: 0.25 }}>
            *
          </Typography>
        </Tooltip>
      )}
      {row.exclusionList && (
        <Box sx={{ mt: 0.5 }}>
          <Chip
            size="small"
            label={DMA_EXCLUSION_LABEL}
            sx={{
              height: 20,
              fontSize: 11,
              fontWeight: 700,
              bgcolor: 'rgba(249,115,22,0.14)',
              color: '#b45309',
            }}
          />
        </Box>
      )}
    </Box>
  );
}

const STATUS_COLOR = { 0: 'default', 1: 'info', 2: 'success' } as const;

function StatusCell({ row }: { row: EmailListRow }) {
  const color = STATUS_COLOR[row.status as 0 | 1 | 2] ?? 'default';
  return (
    <Chip
      size="small"
      label={emailListStatusLabel(row.status)}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
      data-testid="email-list-status"
    />
  );
}

function RowActions({ row, onDelete }: { row: EmailListRow; onDelete: (row: EmailListRow) => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Tooltip title="Import contacts">
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          component={RouterLink}
          to={paths.email.importContacts.getHref(row.id)}
          aria-label={`Import contacts into ${row.name}`}
        >
          <FileUploadOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {canDeleteEmailList(row) && (
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

/** The columns of the SMS lists (spec 1 §2.4), for email lists; sortable by id, name, date and counts. */
export function emailListColumns(onDelete: (row: EmailListRow) => void): SortableColumn<EmailListRow>[] {
  return [
    { field: 'id', header: 'List Id', sortable: true, hideBelow: 'sm', width: 52, wrapHeader: true },
    { field: 'name', header: 'Name', sortable: true, render: (row) => <NameCell row={row} /> },
    {
      field: 'dateCreated',
      header: 'Date Created',
      sortable: true,
      hideBelow: 'md',
      width: 100,
      wrapHeader: true,
      render: (row) => listDateText(row.dateCreated),
    },
    {
      field: 'contacts',
      header: 'Contacts',
      sortable: true,
      align: 'right',
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.contacts),
    },
    {
      field: 'optouts',
      header: 'Optouts',
      sortable: true,
      align: 'right',
      hideBelow: 'sm',
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.optouts),
    },
    {
      field: 'dmaOptouts',
      header: 'DMA Optouts',
      sortable: true,
      align: 'right',
      hideBelow: 'md',
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.dmaOptouts),
    },
    { field: 'status', header: 'Status', width: 112, render: (row) => <StatusCell row={row} /> },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <RowActions row={row} onDelete={onDelete} />,
    },
  ];
}
