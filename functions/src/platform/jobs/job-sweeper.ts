import type { Db } from '../db/database';
import type { Logger } from '../log';
import { config } from '../config';
import { sendToQueue } from '../queue/queues';
import type { JobKind } from './job-run';
import * as repo from './jobs.repository';

export interface SweepResult {
  requeued: number;
  failed: number;
  resent: number;
}

/**
 * The scheduled sweeper: no job stays Queued or InProgress forever. A job whose lease ran out (its worker
 * died, timed out or stalled) goes back on its queue, or fails with the kind's text once its attempts are
 * used up (and what it held is made usable again); a Queued job that no worker took for a while (its
 * message was lost, e.g. a crash between the commit and the send) has its message sent again.
 */
export async function sweepJobs(db: Db, kinds: readonly JobKind[], log: Logger): Promise<SweepResult> {
  const result: SweepResult = { requeued: 0, failed: 0, resent: 0 };
  for (const kind of kinds) {
    for (const job of await repo.findExpiredJobs(db, kind.table, 0)) {
      if (job.attempts >= kind.maxAttempts) {
        if (await failJob(db, kind, job.id, kind.failureText)) result.failed += 1;
      } else if (await repo.requeueExpiredJob(db, kind.table, job.id)) {
        await sendToQueue(kind.queue, { jobId: job.id });
        result.requeued += 1;
      }
    }
    for (const job of await repo.findStaleQueuedJobs(db, kind.table, config.jobRequeueAfterSeconds)) {
      if (job.attempts >= kind.maxAttempts) {
        if (await failJob(db, kind, job.id, kind.failureText)) result.failed += 1;
      } else if (await repo.touchQueuedJob(db, kind.table, job.id)) {
        await sendToQueue(kind.queue, { jobId: job.id });
        result.resent += 1;
      }
    }
  }
  if (result.requeued || result.failed || result.resent) log.info('jobs swept', { ...result });
  return result;
}

/** Fails a job nobody holds and releases what it held, in one transaction; false when it was not failable. */
export async function failJob(db: Db, kind: JobKind, jobId: number, text: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.failUnheldJob(trx, kind.table, jobId, text))) return false;
    await kind.afterFailed(trx, jobId);
    return true;
  });
}
