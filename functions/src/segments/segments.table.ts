import type { Generated } from 'kysely';
import type { JobLeaseColumns, JobStatus } from '../platform/jobs/job-columns';

/** One segment build of a scheduled campaign, also its job row (migration 0015). */
export interface SmsSegmentBuildsTable extends JobLeaseColumns {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  /** The campaign's next_segment_build_at this build answers (one build per due time). */
  due_at: Date;
  status: Generated<JobStatus>;
  /** Rows of the audience lists (a number on two lists counts twice). */
  member_rows: Generated<number>;
  /** Distinct numbers of the audience lists. */
  candidates: Generated<number>;
  duplicates: Generated<number>;
  excluded_optout: Generated<number>;
  excluded_dma: Generated<number>;
  excluded_list: Generated<number>;
  excluded_rest: Generated<number>;
  queued: Generated<number>;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export type ExclusionReason = 'Optout' | 'Dma' | 'ExclusionList' | 'RestPeriod';
export type SegmentMemberStatus = 'Pending' | 'Released' | 'Superseded' | 'Excluded' | 'Expired';

/** A distinct candidate of a build: queued (excluded null) or left out, and why. */
export interface SmsSegmentMembersTable {
  build_id: number;
  recipient: string;
  campaign_id: number;
  excluded: ExclusionReason | null;
  status: SegmentMemberStatus;
  message_id: number | null;
}
