import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DmaUploadJob } from '@contracts/dma/dma.schemas';
import { JobStatusChip } from '@/components/ui/job-status-chip';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { countText, dateTimeText } from '@/lib/format';

export const NO_DMA_UPLOADS_TEXT = 'No DMA files have been uploaded yet.';

const columns: SortableColumn<DmaUploadJob>[] = [
  {
    field: 'fileName',
    header: 'File',
    render: (job) => (
      <Box sx={{ minWidth: { xs: 100, md: 170 }, maxWidth: 360 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}>
          {job.fileName}
        </Typography>
        {job.cellphoneColumn && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Numbers from: {job.cellphoneColumn}
          </Typography>
        )}
        {job.errorMessage && (
          <Typography color="error" sx={{ fontSize: 'inherit', mt: 0.5 }} data-testid="dma-job-error">
            {job.errorMessage}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    render: (job) => <JobStatusChip status={job.status} />,
  },
  {
    field: 'rowsTotal',
    header: 'Rows',
    align: 'right',
    hideBelow: 'sm',
    render: (job) => countText(job.rowsTotal),
  },
  { field: 'rowsAdded', header: 'Added', align: 'right', render: (job) => countText(job.rowsAdded) },
  {
    field: 'rowsAlreadyPresent',
    header: 'Already present',
    wrapHeader: true,
    align: 'right',
    hideBelow: 'md',
    render: (job) => countText(job.rowsAlreadyPresent),
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
    hideBelow: 'sm',
    render: (job) => countText(job.rowsInvalid),
  },
  {
    field: 'times',
    header: 'Uploaded / Finished',
    wrapHeader: true,
    hideBelow: 'md',
    render: (job) => (
      <Box sx={{ whiteSpace: 'nowrap', display: 'grid', fontSize: 12.5 }}>
        <span title="Uploaded">{dateTimeText(job.createdDate)}</span>
        <span title="Finished">{dateTimeText(job.finishedDate) || '–'}</span>
      </Box>
    ),
  },
];

/** The account's DMA uploads with their counts, newest first. */
export function DmaUploadJobs({ jobs, loading }: { jobs: readonly DmaUploadJob[]; loading: boolean }) {
  return (
    <Box
      sx={{
        '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13 },
        '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
        '& .MuiTableCell-root:first-of-type': { pl: 2 },
        '& .MuiTableCell-root:last-of-type': { pr: 2 },
      }}
    >
      <SortableTable
        label="DMA uploads"
        columns={columns}
        rows={jobs}
        getRowKey={(job) => job.id}
        emptyText={NO_DMA_UPLOADS_TEXT}
        loading={loading}
      />
    </Box>
  );
}
