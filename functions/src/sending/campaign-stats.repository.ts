import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

export type StatCounter =
  | 'queued'
  | 'suppressed'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'clicks'
  | 'unique_clicks'
  | 'segments'
  | 'replies'
  | 'leads'
  | 'optouts';

export interface StatDelta {
  campaignId: number;
  accountId: number;
  /** When it happened; counted in that UTC hour. */
  at: Date;
  counts: Partial<Record<StatCounter, number>>;
  /** Added to the hour's cost (a decimal string or number). */
  cost?: string | number;
}

/** Each hour's counters are spread over this many rows (a random one per event), against lock queues. */
export const STAT_SHARDS = 16;

/** The UTC hour an instant falls in. */
export function hourOf(at: Date): Date {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/**
 * Adds to a campaign's hourly counters. Call it in the transaction whose status change it counts, and only
 * when that change affected its row, so each event is counted exactly once. Readers sum over hours and
 * shards.
 */
export async function bumpCampaignStats(db: DbOrTrx, delta: StatDelta): Promise<void> {
  const entries = Object.entries(delta.counts).filter(([, n]) => n) as [StatCounter, number][];
  const cost = delta.cost === undefined ? 0 : Number(delta.cost);
  if (!entries.length && !cost) return;
  const values = Object.fromEntries(entries);
  await db
    .insertInto('sms_campaign_stats')
    .values({
      campaign_id: delta.campaignId,
      hour: hourOf(delta.at),
      shard: randomInt(STAT_SHARDS),
      account_id: delta.accountId,
      ...values,
      cost: String(cost),
    })
    .onDuplicateKeyUpdate({
      ...Object.fromEntries(entries.map(([column, n]) => [column, sql`${sql.ref(column)} + ${n}`])),
      ...(cost ? { cost: sql`cost + ${cost}` } : {}),
    })
    .execute();
}
