import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { RowDeleteAction } from '@/components/lists/list-cells';
import { RowActions, RowLinkAction } from '@/components/ui/row-actions';
import { paths } from '@/config/paths';
import { canDelete } from '../../utils/list-display';

export type ListRowActionsProps = {
  row: SmsListRow;
  limitDownloads: boolean;
  onDelete: (row: SmsListRow) => void;
};

/** Stats, edit, contacts, import, export (contacts and export hidden by limitDownloads), delete when allowed. */
export function ListRowActions({ row, limitDownloads, onDelete }: ListRowActionsProps) {
  return (
    <RowActions>
      <RowLinkAction
        title="Stats"
        label={`Stats of ${row.name}`}
        to={paths.sms.listStats.getHref(row.id)}
        icon={<BarChartOutlined fontSize="small" />}
      />
      <RowLinkAction
        title="Edit"
        label={`Edit ${row.name}`}
        to={paths.sms.editList.getHref(row.id)}
        icon={<EditOutlined fontSize="small" />}
      />
      {!limitDownloads && (
        <RowLinkAction
          title="Contacts"
          label={`Contacts of ${row.name}`}
          to={paths.sms.listContacts.getHref(row.id)}
          icon={<PeopleOutlined fontSize="small" />}
        />
      )}
      <RowLinkAction
        title="Import contacts"
        label={`Import contacts into ${row.name}`}
        to={paths.sms.importContacts.getHref(row.id)}
        icon={<FileUploadOutlined fontSize="small" />}
      />
      {!limitDownloads && (
        <RowLinkAction
          title="Export contacts"
          label={`Export contacts of ${row.name}`}
          to={paths.sms.exportContacts.getHref(row.id)}
          icon={<FileDownloadOutlined fontSize="small" />}
        />
      )}
      {canDelete(row) && <RowDeleteAction name={row.name} onClick={() => onDelete(row)} />}
    </RowActions>
  );
}
