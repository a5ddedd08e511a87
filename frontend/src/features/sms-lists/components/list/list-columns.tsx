import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import {
  countText,
  DMA_EXCLUSION_LABEL,
  listDateText,
  listStatusLabel,
  PENDING_REFRESH,
} from '../../utils/list-display';
import { ListRowActions } from './list-row-actions';

/** The name with its markers: an asterisk for a new-process list, a 'DMA Exclusion' label. */
export function ListNameCell({ row }: { row: SmsListRow }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ minWidth: { xs: 110, md: 170 } }}>
      <Typography
        component="span"
        sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}
        data-testid="list-name"
      >
        {row.name}
      </Typography>
      {row.newProcess && (
        <Tooltip title="New process list">
          <Typography
            component="span"
            color="secondary.main"
            sx={{ fontWeight: 700, ml: 0.25 }}
            data-testid="new-process"
          >
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
      {/* Narrow screens have no Contacts or Status column: both sit under the name. */}
      {narrow && (
        <Box sx={{ mt: 0.5, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Typography variant="caption" color="text.secondary">
            {countText(row.contacts)} contacts
          </Typography>
          <ListStatusCell row={row} />
        </Box>
      )}
    </Box>
  );
}

const STATUS_COLOR = { 0: 'default', 1: 'info', 2: 'success' } as const;

export function ListStatusCell({ row }: { row: SmsListRow }) {
  const color = STATUS_COLOR[row.status as 0 | 1 | 2] ?? 'default';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 96 }}>
      <Chip
        size="small"
        label={listStatusLabel(row.status)}
        color={color}
        variant={color === 'default' ? 'outlined' : 'filled'}
        sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
      />
      {row.needsRefresh && (
        <Chip
          size="small"
          label={PENDING_REFRESH}
          color="warning"
          variant="outlined"
          sx={{ height: 22, fontSize: 11.5 }}
        />
      )}
    </Box>
  );
}

/** Spec 1 §2.4 columns; the server sorts by id, name, dateCreated, contacts, optouts and dmaOptouts. */
export function listColumns(
  limitDownloads: boolean,
  onDelete: (row: SmsListRow) => void,
): SortableColumn<SmsListRow>[] {
  return [
    { field: 'id', header: 'List Id', sortable: true, hideBelow: 'sm', width: 52, wrapHeader: true },
    { field: 'name', header: 'Name', sortable: true, render: (row) => <ListNameCell row={row} /> },
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
      hideBelow: 'sm',
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
    {
      field: 'status',
      header: 'Status',
      hideBelow: 'sm',
      width: 112,
      render: (row) => <ListStatusCell row={row} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <ListRowActions row={row} limitDownloads={limitDownloads} onDelete={onDelete} />,
    },
  ];
}
