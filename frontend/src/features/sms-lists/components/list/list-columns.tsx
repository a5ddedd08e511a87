import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { ListNameCell, ListStatusChip } from '@/components/lists/list-cells';
import { listColumns as sharedListColumns } from '@/components/lists/list-columns';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { countText, PENDING_REFRESH } from '../../utils/list-display';
import { ListRowActions } from './list-row-actions';

/** The status, with 'Pending refresh...' under it when the list needs a refresh. */
export function ListStatusCell({ row }: { row: SmsListRow }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 96 }}>
      <ListStatusChip status={row.status} />
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

/** Spec 1 §2.4 columns; narrow screens have no Contacts or Status column: both sit under the name. */
export function listColumns(
  limitDownloads: boolean,
  onDelete: (row: SmsListRow) => void,
): SortableColumn<SmsListRow>[] {
  return sharedListColumns<SmsListRow>({
    name: (row) => (
      <ListNameCell
        row={row}
        narrowDetails={
          <>
            <Typography variant="caption" color="text.secondary">
              {countText(row.contacts)} contacts
            </Typography>
            <ListStatusCell row={row} />
          </>
        }
      />
    ),
    status: (row) => <ListStatusCell row={row} />,
    actions: (row) => <ListRowActions row={row} limitDownloads={limitDownloads} onDelete={onDelete} />,
    detailsUnderName: true,
  });
}
