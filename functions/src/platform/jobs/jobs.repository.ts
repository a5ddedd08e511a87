import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database';

/** The tables that hold jobs run through the shared mechanism (each has the JobLeaseColumns). */
export type JobTable =
  | 'list_import_jobs'
  | 'dma_upload_jobs'
  | 'sms_segment_builds'
  | 'sms_report_builds'
  | 'sms_disposition_reports'
  | 'dispatch_log_builds';

const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

/**
 * Takes a job for one run, atomically: a Queued job, or an InProgress one whose lease ran out (its worker
 * died or stalled). Answers 'claimed', 'ended' (Completed or Failed: nothing to do) or 'busy' (another
 * run holds a live lease), plus the attempt number.
 */
export async function claimJob(
  db: DbOrTrx,
  table: JobTable,
  jobId: number,
  owner: string,
  leaseSeconds: number,
): Promise<{ outcome: 'claimed' | 'ended' | 'busy' | 'missing'; attempts: number }> {
  const r = await sql`
    UPDATE ${sql.table(table)}
    SET status = 'InProgress', lease_owner = ${owner},
        lease_expires_at = NOW(3) + INTERVAL ${leaseSeconds} SECOND,
        attempts = attempts + 1, started_at = COALESCE(started_at, NOW(3))
    WHERE id = ${jobId}
      AND (status = 'Queued' OR (status = 'InProgress' AND (lease_expires_at IS NULL OR lease_expires_at < NOW(3))))`.execute(
    db,
  );
  const row = await sql<{ status: string; attempts: number }>`
    SELECT status, attempts FROM ${sql.table(table)} WHERE id = ${jobId}`.execute(db);
  const job = row.rows[0];
  if (!job) return { outcome: 'missing', attempts: 0 };
  const attempts = Number(job.attempts);
  if (affected(r) === 1) return { outcome: 'claimed', attempts };
  return { outcome: job.status === 'InProgress' || job.status === 'Queued' ? 'busy' : 'ended', attempts };
}

/** Renews the lease of the run that holds the job; false when it no longer holds it. */
export async function renewLease(
  db: DbOrTrx,
  table: JobTable,
  jobId: number,
  owner: string,
  leaseSeconds: number,
): Promise<boolean> {
  const r = await sql`
    UPDATE ${sql.table(table)} SET lease_expires_at = NOW(3) + INTERVAL ${leaseSeconds} SECOND
    WHERE id = ${jobId} AND lease_owner = ${owner} AND status = 'InProgress'`.execute(db);
  return affected(r) === 1;
}

/** Lets the job go after a failure worth retrying: the lease ends now, so the next run may claim it. */
export async function releaseLease(
  db: DbOrTrx,
  table: JobTable,
  jobId: number,
  owner: string,
): Promise<void> {
  await sql`
    UPDATE ${sql.table(table)} SET lease_expires_at = NOW(3)
    WHERE id = ${jobId} AND lease_owner = ${owner} AND status = 'InProgress'`.execute(db);
}

/**
 * Ends a job held by this run (Completed or Failed) and drops the lease; false when the run no longer
 * holds it (a sweeper or another run took over), in which case nothing is written.
 */
export async function endHeldJob(
  db: DbOrTrx,
  table: JobTable,
  jobId: number,
  owner: string,
  status: 'Completed' | 'Failed',
  errorText: string | null,
): Promise<boolean> {
  const r = await sql`
    UPDATE ${sql.table(table)}
    SET status = ${status}, error_text = ${errorText}, finished_at = NOW(3), lease_owner = NULL, lease_expires_at = NULL
    WHERE id = ${jobId} AND lease_owner = ${owner} AND status = 'InProgress'`.execute(db);
  return affected(r) === 1;
}

/**
 * Fails a job nobody holds (Queued, or InProgress with its lease run out): what the sweeper and the
 * dead-letter consumer do. False when it ended already or a live run holds it.
 */
export async function failUnheldJob(
  db: DbOrTrx,
  table: JobTable,
  jobId: number,
  errorText: string,
): Promise<boolean> {
  const r = await sql`
    UPDATE ${sql.table(table)}
    SET status = 'Failed', error_text = ${errorText}, finished_at = NOW(3), lease_owner = NULL, lease_expires_at = NULL
    WHERE id = ${jobId}
      AND (status = 'Queued' OR (status = 'InProgress' AND (lease_expires_at IS NULL OR lease_expires_at < NOW(3))))`.execute(
    db,
  );
  return affected(r) === 1;
}

/** Puts a job whose lease ran out back to Queued (the caller sends its message again). */
export async function requeueExpiredJob(db: DbOrTrx, table: JobTable, jobId: number): Promise<boolean> {
  const r = await sql`
    UPDATE ${sql.table(table)}
    SET status = 'Queued', lease_owner = NULL, lease_expires_at = NULL, queued_at = NOW(3)
    WHERE id = ${jobId} AND status = 'InProgress' AND lease_expires_at < NOW(3)`.execute(db);
  return affected(r) === 1;
}

/** Notes that a Queued job's message was sent again (so it is not re-sent every sweep). */
export async function touchQueuedJob(db: DbOrTrx, table: JobTable, jobId: number): Promise<boolean> {
  const r = await sql`
    UPDATE ${sql.table(table)} SET queued_at = NOW(3) WHERE id = ${jobId} AND status = 'Queued'`.execute(db);
  return affected(r) === 1;
}

/** InProgress jobs whose lease ran out more than `graceSeconds` ago, with their attempts. */
export async function findExpiredJobs(db: DbOrTrx, table: JobTable, graceSeconds: number, limit = 100) {
  const r = await sql<{ id: number; attempts: number }>`
    SELECT id, attempts FROM ${sql.table(table)}
    WHERE status = 'InProgress' AND lease_expires_at < NOW(3) - INTERVAL ${graceSeconds} SECOND
    ORDER BY lease_expires_at LIMIT ${limit}`.execute(db);
  return r.rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
}

/** Queued jobs last queued more than `olderThanSeconds` ago (their message may never have been sent). */
export async function findStaleQueuedJobs(
  db: DbOrTrx,
  table: JobTable,
  olderThanSeconds: number,
  limit = 100,
) {
  const r = await sql<{ id: number; attempts: number }>`
    SELECT id, attempts FROM ${sql.table(table)}
    WHERE status = 'Queued' AND queued_at < NOW(3) - INTERVAL ${olderThanSeconds} SECOND
    ORDER BY queued_at LIMIT ${limit}`.execute(db);
  return r.rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
}
