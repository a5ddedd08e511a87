import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@contracts/lists/lists.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { RejectedRowsLink } from '@/components/ui/rejected-rows-link';
import { isJobRunning, progressPercent } from '@/lib/import-jobs';
import { dateTimeText } from '@/lib/format';
import { countText } from '../../utils/list-display';
import { JobStatusChip } from '@/components/ui/job-status-chip';

const SOURCE_LABEL: Record<ImportJob['source'], string> = {
  File: 'File',
  MySql: 'MySQL table',
  EngagedSubscribers: 'Engaged subscribers',
};

type CountField = 'rowsTotal' | 'rowsImported' | 'rowsDuplicate' | 'rowsInvalid' | 'optouts' | 'dmaOptouts';

const count = (field: CountField, header: string): SortableColumn<ImportJob> => ({
  field,
  header,
  align: 'right',
  wrapHeader: true,
  render: (job) => countText(job[field]),
});

function TimesCell({ job }: { job: ImportJob }) {
  const times: [string, string | null][] = [
    ['Created', job.createdDate],
    ['Started', job.startedDate],
    ['Finished', job.finishedDate],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, whiteSpace: 'nowrap' }}
    >
      {times.map(([term, iso]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {dateTimeText(iso) || '–'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The file or table, with the job's error and its rejected rows when there are any. */
function SourceCell({ job }: { job: ImportJob }) {
  return (
    <Box sx={{ minWidth: 140, maxWidth: 280, display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <Typography sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}>
        {job.sourceName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {SOURCE_LABEL[job.source]}
      </Typography>
      {job.errorMessage && (
        <Typography color="error" sx={{ fontSize: 'inherit' }} data-testid="job-error">
          {job.errorMessage}
        </Typography>
      )}
      {job.hasRejectedRows && (
        <RejectedRowsLink jobId={job.id} sx={{ fontSize: 'inherit' }}>
          Download rejected rows
        </RejectedRowsLink>
      )}
    </Box>
  );
}

/** The columns of a list's import history. */
export const importJobColumns: SortableColumn<ImportJob>[] = [
  { field: 'source', header: 'Source', render: (job) => <SourceCell job={job} /> },
  {
    field: 'status',
    header: 'Status',
    render: (job) => (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', whiteSpace: 'nowrap' }}>
        <JobStatusChip status={job.status} />
        {isJobRunning(job) && (
          <Typography variant="caption" color="text.secondary">
            {progressPercent(job)}% of {countText(job.rowsTotal)} rows
          </Typography>
        )}
      </Box>
    ),
  },
  { ...count('rowsTotal', 'Rows'), hideBelow: 'md' },
  count('rowsImported', 'Imported'),
  { ...count('rowsDuplicate', 'Duplicates'), hideBelow: 'sm' },
  { ...count('rowsInvalid', 'Invalid'), hideBelow: 'sm' },
  { ...count('optouts', 'Optouts'), hideBelow: 'md' },
  { ...count('dmaOptouts', 'DMA Optouts'), hideBelow: 'md' },
  { field: 'times', header: 'Times', hideBelow: 'lg', render: (job) => <TimesCell job={job} /> },
];
