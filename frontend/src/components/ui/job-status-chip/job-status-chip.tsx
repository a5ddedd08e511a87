import Chip from '@mui/material/Chip';

/** The states every background job shows (list imports, DMA uploads). */
export type JobStatus = 'Queued' | 'InProgress' | 'Completed' | 'Failed';

const STATUS: Record<JobStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  Queued: { label: 'Queued', color: 'default' },
  InProgress: { label: 'Processing...', color: 'info' },
  Completed: { label: 'Completed', color: 'success' },
  Failed: { label: 'Failed', color: 'error' },
};

/** A job's status, labelled as the list statuses are (spec 1 §4) plus Failed. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
    />
  );
}
