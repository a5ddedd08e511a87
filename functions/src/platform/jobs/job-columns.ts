import type { ColumnType, Generated } from 'kysely';

/** The columns every job table carries for the shared job mechanism (migration 0007). */
export interface JobLeaseColumns {
  /** The run that holds the job while it is InProgress (a random id per run), else null. */
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when the holder's lease runs; the holder renews it while it makes progress. */
  lease_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** How many runs claimed the job. */
  attempts: Generated<number>;
  /** When the job was last put on its queue. */
  queued_at: Generated<Date>;
}

export type JobStatus = 'Queued' | 'InProgress' | 'Completed' | 'Failed';
