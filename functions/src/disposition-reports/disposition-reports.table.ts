import type { ColumnType, Generated } from 'kysely';
import type { JobLeaseColumns, JobStatus } from '../platform/jobs/job-columns';

/** One cross-campaign report build, also its job row (migration 0019). */
export interface SmsDispositionReportsTable extends JobLeaseColumns {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  /** The schedule that queued it (migration 0021), else null (made from the form). */
  schedule_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** First and last day of the range (UTC), both included; stored as 'YYYY-MM-DD'. */
  from_date: ColumnType<Date, string, string>;
  to_date: ColumnType<Date, string, string>;
  /** The addresses the link goes to, comma separated. */
  emails: string;
  /** The archive password, sealed (platform/crypto); cleared when the build ends. */
  password_sealed: Buffer | null;
  include_message: number;
  include_custom_fields: number;
  status: Generated<JobStatus>;
  rows_written: Generated<number>;
  object_key: string | null;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A user's saved form defaults (spec 2 §3 "Disposition defaults": userEmail and password). */
export interface SmsDispositionDefaultsTable {
  user_id: number;
  account_id: number;
  user_email: string;
  password_sealed: Buffer;
  updated_at: Generated<Date>;
}
