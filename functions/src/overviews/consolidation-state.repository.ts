import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

const STATE = 'consolidation';
const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

/**
 * Takes the consolidation's lease for one run (free, or its holder's lease ran out) and answers the
 * high-water mark and the database's now (the next mark); null when another run holds it.
 */
export async function claimConsolidation(
  db: DbOrTrx,
  owner: string,
  leaseSeconds: number,
): Promise<{ highWaterMark: Date | null; startedAt: Date } | null> {
  const r = await sql`
    UPDATE sms_overview_state
    SET lease_owner = ${owner}, lease_expires_at = NOW(3) + INTERVAL ${leaseSeconds} SECOND
    WHERE name = ${STATE} AND (lease_owner IS NULL OR lease_expires_at < NOW(3))`.execute(db);
  if (affected(r) !== 1) return null;
  const row = await sql<{ high_water_mark: Date | null; now: Date }>`
    SELECT high_water_mark, NOW(3) AS now FROM sms_overview_state WHERE name = ${STATE}`.execute(db);
  const state = row.rows[0]!;
  return { highWaterMark: state.high_water_mark, startedAt: state.now };
}

/** Keeps the lease of the run that holds it; false when it lost it. */
export async function renewConsolidation(db: DbOrTrx, owner: string, leaseSeconds: number): Promise<boolean> {
  const r = await sql`
    UPDATE sms_overview_state SET lease_expires_at = NOW(3) + INTERVAL ${leaseSeconds} SECOND
    WHERE name = ${STATE} AND lease_owner = ${owner}`.execute(db);
  return affected(r) === 1;
}

/** Ends the run: the new mark (when it finished its days) and the lease given back. */
export async function finishConsolidation(
  db: DbOrTrx,
  owner: string,
  result: { highWaterMark: Date | null; days: number },
): Promise<void> {
  await sql`
    UPDATE sms_overview_state
    SET high_water_mark = COALESCE(${result.highWaterMark}, high_water_mark), last_run_at = NOW(3),
        last_days = ${result.days}, lease_owner = NULL, lease_expires_at = NULL
    WHERE name = ${STATE} AND lease_owner = ${owner}`.execute(db);
}
