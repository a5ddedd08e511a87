import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@contracts/lists/lists.schemas';
import { JobStatusChip } from '@/components/ui/job-status-chip';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { RetryAlert } from '@/components/errors/retry-alert';
import { RejectedRowsLink } from '@/components/ui/rejected-rows-link';
import { progressPercent, useImportJobs } from '@/lib/import-jobs';
import { countText, dateTimeText } from '@/lib/format';

export const NO_JOBS_TEXT = 'There are no list imports yet.';

function ProgressCell({ job }: { job: ImportJob }) {
  const percent = job.status === 'Completed' ? 100 : progressPercent(job);
  return (
    <Box sx={{ minWidth: 110 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={job.status === 'Failed' ? 'error' : job.status === 'Completed' ? 'success' : 'primary'}
        aria-label={`Progress of import ${job.id}`}
        sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {countText(job.rowsProcessed)} / {countText(job.rowsTotal)} rows ({percent}%)
      </Typography>
    </Box>
  );
}

const columns: SortableColumn<ImportJob>[] = [
  { field: 'id', header: 'Job', hideBelow: 'xl' },
  {
    field: 'listName',
    header: 'List',
    render: (job) => (
      <Box sx={{ minWidth: 120 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{job.listName}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {job.listKind === 'Email' ? 'Email list · ' : ''}
          {job.source === 'EngagedSubscribers' ? job.sourceName : `${job.source}: ${job.sourceName}`}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    render: (job) => <JobStatusChip status={job.status} />,
  },
  { field: 'progress', header: 'Progress', hideBelow: 'sm', render: (job) => <ProgressCell job={job} /> },
  {
    field: 'rowsImported',
    header: 'Imported',
    align: 'right',
    hideBelow: 'sm',
    render: (job) => countText(job.rowsImported),
  },
  {
    field: 'rowsDuplicate',
    header: 'Duplicates',
    align: 'right',
    hideBelow: 'md',
    render: (job) => countText(job.rowsDuplicate),
  },
  {
    field: 'rowsInvalid',
    header: 'Invalid',
    align: 'right',
    hideBelow: 'md',
    render: (job) => countText(job.rowsInvalid),
  },
  {
    field: 'optouts',
    header: 'Opt-outs',
    align: 'right',
    hideBelow: 'lg',
    render: (job) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {countText(job.optouts)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {countText(job.dmaOptouts)} DMA
        </Typography>
      </Box>
    ),
  },
  {
    field: 'times',
    header: 'Created / Started / Finished',
    wrapHeader: true,
    hideBelow: 'md',
    render: (job) => (
      <Box sx={{ whiteSpace: 'nowrap', display: 'grid', fontSize: 12.5 }}>
        <span title="Created">{dateTimeText(job.createdDate)}</span>
        <span title="Started">{dateTimeText(job.startedDate) || '–'}</span>
        <span title="Finished">{dateTimeText(job.finishedDate) || '–'}</span>
      </Box>
    ),
  },
  {
    field: 'details',
    header: 'Details',
    render: (job) => (
      <Box sx={{ minWidth: 150, maxWidth: 220 }}>
        {job.errorMessage && (
          <Typography color="error" sx={{ fontSize: 'inherit', mb: 0.5 }} data-testid="job-error">
            {job.errorMessage}
          </Typography>
        )}
        {job.hasRejectedRows && (
          <RejectedRowsLink jobId={job.id} sx={{ whiteSpace: 'nowrap' }}>
            Rejected rows
          </RejectedRowsLink>
        )}
      </Box>
    ),
  },
];

/** List Process Queue: every import job of the account, refreshed while any is queued or running. */
export function ProcessQueue() {
  const jobs = useImportJobs();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        List Process Queue
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Imports into your lists, newest first. This page refreshes itself while an import is queued or
        running.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {jobs.error !== undefined && !jobs.isLoading && (
          <RetryAlert error={jobs.error} onRetry={() => void jobs.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13 },
            '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label="Import jobs"
            columns={columns}
            rows={jobs.data ?? []}
            getRowKey={(job) => job.id}
            emptyText={NO_JOBS_TEXT}
            loading={jobs.isLoading}
          />
        </Box>
      </Paper>
    </>
  );
}
