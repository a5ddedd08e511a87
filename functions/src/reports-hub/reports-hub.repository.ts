import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { DayCounters, PeriodRow } from '../overviews/overview-days.repository';

// Reads of the consolidated overview days (sms_overview_days, filled by the hourly consolidation): never the raw
// messages. Each is one range read of the primary key (account_id, day, campaign_id) of the caller's account.

/** Counters summed over a period: the overviews' day counters without the campaign and the queue. */
export type HubCounters = Omit<DayCounters, 'campaignId' | 'queued'>;

/** A campaign's counters over the period: the overviews' own read (sumPeriodByCampaign) gives these and more. */
export type HubCampaignRow = HubCounters & Pick<PeriodRow, 'campaignId' | 'campaignName' | 'categoryName'>;

export interface HubBucketRow {
  /** YYYY-MM-DD (a day) or YYYY-MM (a month). */
  bucket: string;
  sent: number;
  delivered: number;
  replies: number;
  clicked: number;
}

const num = (v: unknown) => Number(v ?? 0);

/** The caller's counters per day (unit 'day') or per calendar month ('month') over [from, to], in order. */
export async function sumHubBuckets(
  db: DbOrTrx,
  scope: TenantScope,
  from: string,
  to: string,
  unit: 'day' | 'month',
): Promise<HubBucketRow[]> {
  const bucket = sql<string>`DATE_FORMAT(day, ${unit === 'day' ? '%Y-%m-%d' : '%Y-%m'})`;
  const rows = await db
    .selectFrom('sms_overview_days')
    .where('account_id', '=', scope.accountId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .select((eb) => [
      bucket.as('bucket'),
      eb.fn.sum<string>('sent').as('sent'),
      eb.fn.sum<string>('delivered').as('delivered'),
      eb.fn.sum<string>('replies').as('replies'),
      eb.fn.sum<string>('clicked').as('clicked'),
    ])
    .execute();
  return rows.map((r) => ({
    bucket: String(r.bucket),
    sent: num(r.sent),
    delivered: num(r.delivered),
    replies: num(r.replies),
    clicked: num(r.clicked),
  }));
}
