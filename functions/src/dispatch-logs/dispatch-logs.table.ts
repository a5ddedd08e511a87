import type { ColumnType, Generated } from 'kysely';
import type { JobLeaseColumns, JobStatus } from '../platform/jobs/job-columns';

export type DispatchLogChannel = 'Sms' | 'Email';

/** One build of a campaign's dispatch log, also its job row (migration 0043). */
export interface DispatchLogBuildsTable extends JobLeaseColumns {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  channel: DispatchLogChannel;
  /** sms_campaigns.id or email_campaigns.id, by channel. */
  campaign_id: number;
  status: Generated<JobStatus>;
  /** The campaign while Queued or InProgress, else null (generated; unique with the channel). */
  building_key: ColumnType<number | null, never, never>;
  rows_written: Generated<number>;
  /** The finished file in the Reports bucket; set only in the transaction that ends the build Completed. */
  object_key: string | null;
  /** The name the browser saves the file under. */
  file_name: string;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}
