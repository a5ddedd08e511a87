import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The campaign's name, type and status, and its account's country (for the currency), or undefined. */
export function findStatusCampaign(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_campaigns as c')
    .innerJoin('accounts as a', 'a.id', 'c.account_id')
    .select(['c.id', 'c.name', 'c.type', 'c.status', 'c.archived', 'a.default_country_iso3166 as country'])
    .where('c.id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** Every hourly counter of the campaign added up (a range read on the (campaign_id, hour) key). */
export async function sumCampaignStats(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  const row = await db
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('queued'), eb.lit(0)).as('queued'),
      eb.fn.coalesce(eb.fn.sum<string>('suppressed'), eb.lit(0)).as('suppressed'),
      eb.fn.coalesce(eb.fn.sum<string>('sent'), eb.lit(0)).as('sent'),
      eb.fn.coalesce(eb.fn.sum<string>('delivered'), eb.lit(0)).as('delivered'),
      eb.fn.coalesce(eb.fn.sum<string>('undelivered'), eb.lit(0)).as('undelivered'),
      eb.fn.coalesce(eb.fn.sum<string>('failed'), eb.lit(0)).as('failed'),
      eb.fn.coalesce(eb.fn.sum<string>('clicks'), eb.lit(0)).as('clicks'),
      eb.fn.coalesce(eb.fn.sum<string>('unique_clicks'), eb.lit(0)).as('unique_clicks'),
      eb.fn.coalesce(eb.fn.sum<string>('segments'), eb.lit(0)).as('segments'),
      eb.fn.coalesce(eb.fn.sum<string>('cost'), eb.lit(0)).as('cost'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Sends and final delivery reports counted from the hour `from` on: the recent messages whose reports
 * the status page still waits for.
 */
export async function sumRecentReports(db: DbOrTrx, scope: TenantScope, campaignId: number, from: Date) {
  return db
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('sent'), eb.lit(0)).as('sent'),
      eb.fn.coalesce(eb.fn.sum<string>('delivered'), eb.lit(0)).as('delivered'),
      eb.fn.coalesce(eb.fn.sum<string>('undelivered'), eb.lit(0)).as('undelivered'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .where('hour', '>=', from)
    .executeTakeFirstOrThrow();
}

export type RecentReportSums = Awaited<ReturnType<typeof sumRecentReports>>;

export type CampaignStatsSums = Awaited<ReturnType<typeof sumCampaignStats>>;

/** The hours from `from` (inclusive) that have counters (their shards added up), oldest first. */
export function listHourlyStats(db: DbOrTrx, scope: TenantScope, campaignId: number, from: Date) {
  return db
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      'hour',
      eb.fn.sum<string>('sent').as('sent'),
      eb.fn.sum<string>('delivered').as('delivered'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .where('hour', '>=', from)
    .groupBy('hour')
    .orderBy('hour')
    .execute();
}
