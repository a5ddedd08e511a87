import type { ColumnType, Generated } from 'kysely';
import type { JobLeaseColumns, JobStatus } from '../platform/jobs/job-columns';

type Decimal = ColumnType<string, string | number, string | number>;

/** The overview counters of one campaign on one South African day (migration 0018). */
export interface SmsOverviewDaysTable {
  account_id: number;
  /** YYYY-MM-DD (read back through DATE_FORMAT: mysql2 answers a DATE as a Date at UTC midnight). */
  day: ColumnType<string, string, string>;
  campaign_id: number;
  queued: number;
  sent: number;
  delivered: number;
  replies: number;
  leads: number;
  optouts: number;
  clicked: number;
  cost: Decimal;
  revenue: Generated<string>;
  consolidated_at: Generated<Date>;
}

/** The hourly consolidation's high-water mark and lease (one row, name 'consolidation'). */
export interface SmsOverviewStateTable {
  name: string;
  high_water_mark: Date | null;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  last_run_at: Date | null;
  last_days: Generated<number>;
}

/** A rebuild of one account's overviews for a period, or a consolidation run (across every account). */
export type ReportBuildKind = 'OverviewRebuild' | 'Consolidation';

/** One report build (a rebuild of the overviews for a period, or a consolidation run), also its job row. */
export interface SmsReportBuildsTable extends JobLeaseColumns {
  id: Generated<number>;
  /** Null for a consolidation run (it covers every account). */
  account_id: number | null;
  user_id: number | null;
  kind: ReportBuildKind;
  period_from: ColumnType<string, string, string>;
  period_to: ColumnType<string, string, string>;
  days_total: number;
  days_done: Generated<number>;
  rows_written: Generated<number>;
  status: Generated<JobStatus>;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

/** (account, South African day)s to rewrite at the next consolidation (changes with no updated_at: sales). */
export interface SmsOverviewMarksTable {
  account_id: number;
  day: ColumnType<string, string, string>;
  marked_at: Generated<Date>;
}
