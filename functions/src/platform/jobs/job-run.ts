import { randomUUID } from 'node:crypto';
import type { Db, DbOrTrx } from '../db/database';
import type { Logger } from '../log';
import { config } from '../config';
import type { QueueKey } from '../queue/queues';
import * as repo from './jobs.repository';

/** One kind of background job (list imports, DMA uploads, and later sends and report builds). */
export interface JobKind {
  name: string;
  table: repo.JobTable;
  queue: QueueKey;
  /** Runs a job may take (claims) before it fails for good. */
  maxAttempts: number;
  /** The user's text when the job could not be finished for a reason that is not theirs. */
  failureText: string;
  /** Puts what the job holds back in a usable state once the job has Failed (e.g. the list). */
  afterFailed(db: DbOrTrx, jobId: number): Promise<void>;
}

/** This run no longer holds the job: a sweeper or another run took it over. */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`lease of job ${jobId} lost`);
  }
}

/** What a job's work gets: its id, progress reporting that keeps the lease alive, and the way to end. */
export interface JobRun {
  readonly jobId: number;
  /** This run's id, held in the job row's lease_owner while the run holds the job (for fenced writes). */
  readonly owner: string;
  readonly attempt: number;
  /** Aborted when the lease is lost. */
  readonly signal: AbortSignal;
  /** The run made progress: keeps the lease renewed. Throws LeaseLostError when the lease is gone. */
  progress(): void;
  /**
   * Ends the job (fenced: only while this run holds it) together with the caller's own writes, in one
   * transaction. Throws LeaseLostError when the run no longer holds the job (nothing is written).
   */
  end(
    status: 'Completed' | 'Failed',
    errorText: string | null,
    alsoWrite?: (trx: DbOrTrx) => Promise<void>,
  ): Promise<void>;
}

/**
 * Runs one job through the shared mechanism: claims it with a lease (a redelivered message for a job that
 * ended, or that a live run holds, does nothing), renews the lease while the work reports progress (a
 * stalled run stops renewing, so its lease runs out and the sweeper takes over), and on an error worth
 * retrying lets the lease go at once and rethrows (SQS retries; the sweeper re-queues). After
 * `maxAttempts` claims the job fails with the kind's text.
 */
export async function runJob(
  db: Db,
  kind: JobKind,
  jobId: number,
  log: Logger,
  work: (run: JobRun) => Promise<void>,
): Promise<void> {
  const owner = randomUUID();
  const leaseSeconds = config.jobLeaseSeconds;
  const claim = await repo.claimJob(db, kind.table, jobId, owner, leaseSeconds);
  if (claim.outcome !== 'claimed') return log.info(`${kind.name}: nothing to do`, { jobId, ...claim });
  const controller = new AbortController();
  let ended = false;
  const run: JobRun = {
    jobId,
    owner,
    attempt: claim.attempts,
    signal: controller.signal,
    progress: () => {
      if (controller.signal.aborted) throw new LeaseLostError(jobId);
      heartbeat.progress();
    },
    end: async (status, errorText, alsoWrite) => {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.endHeldJob(trx, kind.table, jobId, owner, status, errorText)))
          throw new LeaseLostError(jobId);
        if (alsoWrite) await alsoWrite(trx);
        if (status === 'Failed') await kind.afterFailed(trx, jobId);
      });
      ended = true;
    },
  };
  const heartbeat = startHeartbeat(db, kind, jobId, owner, leaseSeconds, controller, log);
  try {
    if (claim.attempts > kind.maxAttempts) {
      log.warn(`${kind.name}: attempts used up`, { jobId, attempts: claim.attempts });
      return await run.end('Failed', kind.failureText);
    }
    await work(run);
    if (!ended) throw new Error(`${kind.name} ${jobId}: the work returned without ending the job`);
  } catch (error) {
    if (error instanceof LeaseLostError || controller.signal.aborted) {
      log.warn(`${kind.name}: lease lost; another run has the job`, { jobId });
      return;
    }
    await repo.releaseLease(db, kind.table, jobId, owner).catch(() => undefined);
    throw error;
  } finally {
    heartbeat.stop();
  }
}

/**
 * Renews the lease every third of its length while the work has reported progress within the last three
 * lease lengths (a single long statement, such as the end of a bulk load, stays covered; a run that hangs
 * stops renewing and its lease runs out); aborts the run when a renewal finds the lease gone.
 */
function startHeartbeat(
  db: Db,
  kind: JobKind,
  jobId: number,
  owner: string,
  leaseSeconds: number,
  controller: AbortController,
  log: Logger,
) {
  let lastProgress = Date.now();
  const timer = setInterval(
    () => {
      if (Date.now() - lastProgress > 3 * leaseSeconds * 1000) return; // stalled: let the lease run out
      repo.renewLease(db, kind.table, jobId, owner, leaseSeconds).then(
        (held) => {
          if (!held && !controller.signal.aborted) controller.abort(new LeaseLostError(jobId));
        },
        (error: unknown) => log.warn(`${kind.name}: lease renewal failed`, { jobId, error: String(error) }),
      );
    },
    Math.max(1000, (leaseSeconds * 1000) / 3),
  );
  timer.unref();
  return {
    progress: () => void (lastProgress = Date.now()),
    stop: () => clearInterval(timer),
  };
}
