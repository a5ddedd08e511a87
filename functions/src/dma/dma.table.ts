import type { ColumnType, Generated } from 'kysely';
import type { JobLeaseColumns } from '../platform/jobs/job-columns';

export type DmaUploadStatus = 'Queued' | 'InProgress' | 'Completed' | 'Failed';

export interface DmaUploadJobsTable extends JobLeaseColumns {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  uploaded_file_id: number;
  file_name: string;
  status: Generated<DmaUploadStatus>;
  /** The header of the column the numbers were read from, or "Column N" when the file has no header. */
  cellphone_column: string | null;
  rows_total: Generated<number>;
  rows_added: Generated<number>;
  rows_already_present: Generated<number>;
  rows_duplicate: Generated<number>;
  rows_invalid: Generated<number>;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set in the transaction that adds the job's numbers to the DMA opt-outs: a rerun never adds them twice. */
  applied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Numbers a job has read, staged until it applies them. */
export interface DmaUploadNumbersTable {
  job_id: number;
  cellphone: string;
}
