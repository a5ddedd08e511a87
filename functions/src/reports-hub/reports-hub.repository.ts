import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

// Reads of the consolidated overview days (sms_overview_days, filled by the hourly consolidation): never the raw
// messages. Each is one range read of the primary key (account_id, day, campaign_id) of the caller's account.

/** Counters summed over a period. */
export interface HubCounters {
  sent: number;
  delivered: number;
  replies: number;
  leads: number;
  optouts: number;
  clicked: number;
  cost: number;
  revenue: number;
}

export interface HubCampaignRow extends HubCounters {
  campaignId: number;
  campaignName: string;
  categoryName: string;
}

export interface HubBucketRow {
  /** YYYY-MM-DD (a day) or YYYY-MM (a month). */
  bucket: string;
  sent: number;
  delivered: number;
  replies: number;
  clicked: number;
}

const num = (v: unknown) => Number(v ?? 0);

/** The caller's campaigns with any figure in [from, to], their counters summed. */
export async function sumHubCampaigns(
  db: DbOrTrx,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<HubCampaignRow[]> {
  const rows = await db
    .selectFrom('sms_overview_days as d')
    .innerJoin('sms_campaigns as c', (join) =>
      join.onRef('c.id', '=', 'd.campaign_id').onRef('c.account_id', '=', 'd.account_id'),
    )
    .innerJoin('sms_categories as cat', 'cat.id', 'c.category_id')
    .where('d.account_id', '=', scope.accountId)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['d.campaign_id', 'c.name', 'cat.name'])
    .select((eb) => [
      'd.campaign_id',
      'c.name as campaign_name',
      'cat.name as category_name',
      eb.fn.sum<string>('d.sent').as('sent'),
      eb.fn.sum<string>('d.delivered').as('delivered'),
      eb.fn.sum<string>('d.replies').as('replies'),
      eb.fn.sum<string>('d.leads').as('leads'),
      eb.fn.sum<string>('d.optouts').as('optouts'),
      eb.fn.sum<string>('d.clicked').as('clicked'),
      eb.fn.sum<string>('d.cost').as('cost'),
      eb.fn.sum<string>('d.revenue').as('revenue'),
    ])
    .execute();
  return rows.map((r) => ({
    campaignId: Number(r.campaign_id),
    campaignName: r.campaign_name,
    categoryName: r.category_name,
    sent: num(r.sent),
    delivered: num(r.delivered),
    replies: num(r.replies),
    leads: num(r.leads),
    optouts: num(r.optouts),
    clicked: num(r.clicked),
    cost: num(r.cost),
    revenue: num(r.revenue),
  }));
}

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
