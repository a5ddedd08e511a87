import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { sweepJobs, type SweepResult } from '../platform/jobs/job-sweeper';
import { JOB_KINDS } from './job-kinds';

/** The scheduled sweeper (EventBridge, every minute; locally the stack's scheduler calls it). */
export async function handler(): Promise<SweepResult> {
  return sweepJobs(db(), JOB_KINDS, createLogger({ worker: 'jobSweeper' }));
}
