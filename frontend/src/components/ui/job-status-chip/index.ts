export { JobStatusChip, type JobStatus } from './job-status-chip';
