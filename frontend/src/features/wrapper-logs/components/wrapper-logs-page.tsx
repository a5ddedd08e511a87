import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DATABASE_TYPE_LABELS, type WrapperLogRow } from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { dateTimeText } from '@/lib/format';
import { deleteWrapperLog, useWrapperLogs } from '../api/wrapper-logs';

export const NO_WRAPPER_LOGS_TEXT = 'You have no wrapper logs yet.';

/** Spec 3 §2.8: the wrapper logs with name, description, DB type, date created, edit and delete. */
export function WrapperLogsPage() {
  const logs = useWrapperLogs();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<WrapperLogRow | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteWrapperLog(deleting.id);
      notify.success(`Wrapper log ${deleting.name} deleted.`);
    } catch {
      notify.error('The wrapper log could not be deleted. Try again.');
    } finally {
      setBusy(false);
      setDeleting(null);
      void logs.mutate();
    }
  };

  const columns: SortableColumn<WrapperLogRow>[] = [
    {
      field: 'name',
      header: 'Name',
      render: (row) => (
        <Link component={RouterLink} to={paths.wrapperLogRequests.getHref(row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'description', header: 'Description' },
    { field: 'databaseType', header: 'DB Type', render: (row) => DATABASE_TYPE_LABELS[row.databaseType] },
    { field: 'dateCreated', header: 'Date Created', render: (row) => dateTimeText(row.dateCreated) },
    {
      field: 'edit',
      header: 'Edit',
      align: 'center',
      render: (row) => (
        <Tooltip title="Edit">
          <IconButton
            component={RouterLink}
            to={paths.editWrapperLog.getHref(row.id)}
            aria-label={`Edit ${row.name}`}
            size="small"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
    {
      field: 'delete',
      header: 'Delete',
      align: 'center',
      render: (row) => (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${row.name}`} size="small" onClick={() => setDeleting(row)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Wrapper Logs"
        actions={
          <Button variant="contained" component={RouterLink} to={paths.newWrapperLog.getHref()}>
            Create Wrapper Log
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {logs.error !== undefined && !logs.isLoading && (
          <RetryAlert error={logs.error} onRetry={() => void logs.mutate()} sx={{ m: 2 }} />
        )}
        <Box sx={{ '& .MuiTableCell-root:first-of-type': { pl: 2 } }}>
          <SortableTable
            label="Wrapper logs"
            columns={columns}
            rows={logs.data ?? []}
            getRowKey={(row) => row.id}
            emptyText={NO_WRAPPER_LOGS_TEXT}
            loading={logs.isLoading}
          />
        </Box>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Wrapper Log"
        message={`You are about to delete the wrapper log ${deleting?.name ?? ''}. Its settings and fields are removed; the data in your database is not touched. Are you sure?`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
