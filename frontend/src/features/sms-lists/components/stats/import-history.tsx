import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SortableTable } from '@/components/ui/sortable-table';
import { isJobRunning } from '@/lib/import-jobs';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useListImportJobs } from '../../api/sms-lists';
import { importJobColumns } from './import-job-columns';

export const NO_IMPORTS_TEXT = 'No contacts have been imported into this list yet.';

/** The list's imports, newest first; refreshed while one is queued or running. */
export function ImportHistory({ listId }: { listId: number }) {
  const jobs = useListImportJobs(listId);
  const running = jobs.data?.some(isJobRunning) ?? false;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="import-history"
      sx={{ overflow: 'hidden' }}
    >
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="import-history" variant="h4" component="h2">
          Import history
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {running
            ? 'An import is queued or running: this page refreshes itself until it ends.'
            : 'Every import into this list, newest first.'}
        </Typography>
      </Box>
      {jobs.error !== undefined && !jobs.isLoading && (
        <RetryAlert error={jobs.error} onRetry={() => void jobs.mutate()} sx={{ m: 2 }} />
      )}
      <Box
        sx={{
          '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13, px: 1 },
          '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <SortableTable
          label="Import history"
          columns={importJobColumns}
          rows={jobs.data ?? []}
          getRowKey={(job) => job.id}
          emptyText={NO_IMPORTS_TEXT}
          loading={jobs.isLoading}
        />
      </Box>
    </Paper>
  );
}
