import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  REPORT_BUILDS_TEXTS,
  REPORT_CADENCE_LABELS,
  type ReportSchedule,
} from '@contracts/report-builds/report-builds.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { errorMessageOf } from '@/lib/api-error';
import { dateTimeText } from '@/lib/format';
import { deleteSchedule, setScheduleStatus, useReportSchedules } from '../api/report-builds';
import { ScheduleDialog } from './schedule-dialog';

/** Read by screen readers only. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export const NO_SCHEDULES_TEXT = 'No scheduled reports yet.';

/** Scheduled cross-campaign reports: every account's, with pause / resume and delete. */
export function ReportSchedules() {
  const notify = useNotify();
  const schedules = useReportSchedules();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ReportSchedule>();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(done);
      await schedules.mutate();
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const columns: SortableColumn<ReportSchedule>[] = [
    { field: 'account', header: 'Account', render: (row) => <strong>{row.accountName}</strong> },
    { field: 'cadence', header: 'Every', render: (row) => REPORT_CADENCE_LABELS[row.cadence] },
    {
      field: 'emails',
      header: 'E-mailed to',
      render: (row) => <Box sx={{ wordBreak: 'break-word', maxWidth: 260 }}>{row.emails}</Box>,
    },
    {
      field: 'includes',
      header: 'Includes',
      hideBelow: 'md',
      render: (row) =>
        [row.includeMessage && 'Message', row.includeCustomFields && 'Custom fields']
          .filter(Boolean)
          .join(', ') || '–',
    },
    {
      field: 'status',
      header: 'Status',
      render: (row) => (
        <Chip
          size="small"
          label={row.status}
          color={row.status === 'Active' ? 'success' : 'default'}
          variant={row.status === 'Active' ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
        />
      ),
    },
    {
      field: 'next',
      header: 'Next run',
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {row.status === 'Active' ? dateTimeText(row.nextRunDate) : '–'}
        </Box>
      ),
    },
    {
      field: 'last',
      header: 'Last queued',
      hideBelow: 'lg',
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.lastQueuedDate) || '–'}</Box>,
    },
    { field: 'createdBy', header: 'Created by', hideBelow: 'lg' },
    {
      field: 'actions',
      header: (
        <Box component="span" sx={visuallyHidden}>
          Actions
        </Box>
      ),
      align: 'right',
      render: (row) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            disabled={busy}
            aria-label={`${row.status === 'Active' ? 'Pause' : 'Resume'} the schedule of ${row.accountName}`}
            onClick={() =>
              void act(
                () => setScheduleStatus(row.id, row.status === 'Active' ? 'Paused' : 'Active'),
                row.status === 'Active'
                  ? REPORT_BUILDS_TEXTS.schedulePaused
                  : REPORT_BUILDS_TEXTS.scheduleResumed,
              )
            }
          >
            {row.status === 'Active' ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-label={`Delete the schedule of ${row.accountName}`}
            onClick={() => setDeleting(row)}
          >
            Delete
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="report-schedules-heading" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography variant="h2" id="report-schedules-heading" sx={{ fontSize: 20, fontWeight: 600 }}>
          Scheduled cross-campaign reports
        </Typography>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          New schedule
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {schedules.error !== undefined && !schedules.isLoading && (
          <RetryAlert error={schedules.error} onRetry={() => void schedules.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{ '& .MuiTableCell-root': { fontSize: 13 }, '& .MuiTableCell-head': { bgcolor: '#fafbfe' } }}
        >
          <SortableTable
            label="Scheduled reports"
            columns={columns}
            rows={schedules.data?.rows ?? []}
            getRowKey={(row) => row.id}
            emptyText={NO_SCHEDULES_TEXT}
            loading={schedules.isLoading}
          />
        </Box>
      </Paper>
      {creating && (
        <ScheduleDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            notify.success(REPORT_BUILDS_TEXTS.scheduleCreated);
            void schedules.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this schedule?"
        message={
          deleting &&
          `The ${deleting.cadence.toLowerCase()} report of ${deleting.accountName} is no longer made. Reports already sent stay as they are.`
        }
        confirmLabel="Delete"
        destructive
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const id = deleting!.id;
          void act(() => deleteSchedule(id), REPORT_BUILDS_TEXTS.scheduleDeleted).then(() =>
            setDeleting(undefined),
          );
        }}
      />
    </Box>
  );
}
