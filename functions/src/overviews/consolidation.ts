import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import * as state from './consolidation-state.repository';
import { addDays } from '../platform/time/zoned-time';
import {
  aggregateAccountDay,
  aggregateAccountDays,
  findTouchedDays,
  replaceAccountDay,
} from './overview-days.repository';

/**
 * How far before the last mark a run looks again: a change written by a transaction that began before
 * the mark but committed after the run read the raw rows carries an earlier updated_at than the mark.
 */
export const MARK_OVERLAP_SECONDS = 300;
const LEASE_SECONDS = 300;
/** At most this many consecutive days of an account are aggregated by one read of each raw table. */
export const DAYS_PER_READ = 31;

/** Runs of consecutive days of one account (at most DAYS_PER_READ), from touched days in day order. */
export function batchesOf(
  touched: readonly { accountId: number; day: string }[],
): { accountId: number; days: string[] }[] {
  const open = new Map<number, { accountId: number; days: string[] }>();
  const batches: { accountId: number; days: string[] }[] = [];
  for (const { accountId, day } of touched) {
    const batch = open.get(accountId);
    if (batch && batch.days.length < DAYS_PER_READ && addDays(batch.days.at(-1)!, 1) === day) {
      batch.days.push(day);
      continue;
    }
    const next = { accountId, days: [day] };
    open.set(accountId, next);
    batches.push(next);
  }
  return batches;
}

export interface ConsolidationResult {
  /** False when another run held the consolidation (this one did nothing). */
  ran: boolean;
  days: number;
  /** Summary rows written (campaign-days). */
  rows: number;
  /** The first and last South African day it rewrote, or null when none changed. */
  firstDay: string | null;
  lastDay: string | null;
}

/** Rewrites one (account, day) whole from the raw rows; answers the campaign-day rows written. */
export async function rewriteAccountDay(db: Db, accountId: number, day: string): Promise<number> {
  const rows = await aggregateAccountDay(db, accountId, day);
  await db.transaction().execute((trx) => replaceAccountDay(trx, accountId, day, rows));
  return rows.length;
}

/**
 * The hourly consolidation: rewrites, from the raw rows, each (account, South African day) whose messages,
 * replies or clicks changed since the last run's start (less an overlap), each day in its own transaction
 * (consecutive touched days of an account, up to DAYS_PER_READ, aggregated by one read of each raw table);
 * then moves the high-water mark to this run's start. Idempotent (a day is recomputed whole, never
 * incremented); one run at a time (a lease); a run that dies leaves the mark where it was, so the next run
 * redoes its days.
 */
export async function consolidateOverviews(
  db: Db,
  log: Logger,
  onDay: () => void = () => undefined,
): Promise<ConsolidationResult> {
  const owner = randomUUID();
  const claim = await state.claimConsolidation(db, owner, LEASE_SECONDS);
  if (!claim) {
    log.info('overview consolidation: another run holds it');
    return { ran: false, days: 0, rows: 0, firstDay: null, lastDay: null };
  }
  try {
    const since = claim.highWaterMark
      ? new Date(claim.highWaterMark.getTime() - MARK_OVERLAP_SECONDS * 1000)
      : new Date(0);
    const touched = await findTouchedDays(db, since);
    let done = 0;
    let written = 0;
    for (const { accountId, days } of batchesOf(touched)) {
      const counters = await aggregateAccountDays(db, accountId, days[0]!, days.at(-1)!);
      for (const day of days) {
        onDay();
        const rows = counters.get(day) ?? [];
        written += rows.length;
        await db.transaction().execute((trx) => replaceAccountDay(trx, accountId, day, rows));
      }
      const before = done;
      done += days.length;
      if (
        Math.floor(done / 50) > Math.floor(before / 50) &&
        !(await state.renewConsolidation(db, owner, LEASE_SECONDS))
      )
        throw new Error('overview consolidation: lease lost');
    }
    await state.finishConsolidation(db, owner, { highWaterMark: claim.startedAt, days: touched.length });
    if (touched.length)
      log.info('overviews consolidated', { days: touched.length, since: since.toISOString() });
    const days = touched.map((t) => t.day).sort();
    return {
      ran: true,
      days: touched.length,
      rows: written,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
    };
  } catch (error) {
    await state.finishConsolidation(db, owner, { highWaterMark: null, days: 0 }).catch(() => undefined);
    throw error;
  }
}
