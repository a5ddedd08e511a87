import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import type { EmailListRow } from '@contracts/email-lists/email-lists.schemas';
import { ListNameCell, ListStatusChip, RowDeleteAction } from '@/components/lists/list-cells';
import { listColumns } from '@/components/lists/list-columns';
import { canDelete } from '@/components/lists/list-display';
import { RowActions, RowLinkAction } from '@/components/ui/row-actions';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';

/** Import contacts; delete when the list is neither InProgress nor Queued (spec 2 §4). */
function EmailListRowActions({
  row,
  onDelete,
}: {
  row: EmailListRow;
  onDelete: (row: EmailListRow) => void;
}) {
  return (
    <RowActions>
      <RowLinkAction
        title="Import contacts"
        label={`Import contacts into ${row.name}`}
        to={paths.email.importContacts.getHref(row.id)}
        icon={<FileUploadOutlined fontSize="small" />}
      />
      {canDelete(row) && <RowDeleteAction name={row.name} onClick={() => onDelete(row)} />}
    </RowActions>
  );
}

/** The columns of the SMS lists (spec 1 §2.4), for email lists; sortable by id, name, date and counts. */
export function emailListColumns(onDelete: (row: EmailListRow) => void): SortableColumn<EmailListRow>[] {
  return listColumns<EmailListRow>({
    name: (row) => <ListNameCell row={row} />,
    status: (row) => <ListStatusChip status={row.status} testId="email-list-status" />,
    actions: (row) => <EmailListRowActions row={row} onDelete={onDelete} />,
  });
}
