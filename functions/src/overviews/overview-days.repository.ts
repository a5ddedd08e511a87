import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { saDayOf, utcBoundsOf } from './sa-day';

/** One campaign's counters on one day, as consolidated (or as aggregated straight from the raw rows). */
export interface DayCounters {
  campaignId: number;
  queued: number;
  sent: number;
  delivered: number;
  replies: number;
  leads: number;
  optouts: number;
  clicked: number;
  cost: number;
  revenue: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The counters of every campaign of an account on one South African day, aggregated from the raw rows
 * (plain consistent reads: no locks on the sending tables). A message counts on the day it was created
 * (queued unless suppressed; sent once the gateway took it; delivered; its cost; clicked when it has a
 * click row); a reply of type Lead or Optout with a campaign counts on the day it was received.
 * Revenue is the sum of the campaign's imported sales whose cellphone became a lead of it on this day
 * (sms_sales.lead_day: the day of its first Lead reply), so revenue lines up with the leads and the cost.
 */
export async function aggregateAccountDay(
  db: DbOrTrx,
  accountId: number,
  day: string,
): Promise<DayCounters[]> {
  return (await aggregateAccountDays(db, accountId, day, day)).get(day) ?? [];
}

/**
 * aggregateAccountDay for every day from `from` to `to` (both included) in one read of each raw table,
 * grouped by day: a day with no rows is absent from the map. Each read first finds the id range of the
 * account's messages of the period (an index-only range of (account_id, created_at)); the clicks are then
 * read as that range of their unique message_id index, not by probing the clicks for every message, and the
 * optimizer may read the messages as that primary-key range when the account owns most of it. The id range
 * only narrows the reads: the account and the period are still the conditions.
 */
export async function aggregateAccountDays(
  db: DbOrTrx,
  accountId: number,
  from: string,
  to: string,
): Promise<Map<string, DayCounters[]>> {
  const start = utcBoundsOf(from).start;
  const end = utcBoundsOf(to).end;
  const saDay = (column: string) => sql.raw(`DATE_FORMAT(${saDayOf(column)}, '%Y-%m-%d')`);
  const ids = await sql<{ lo: unknown; hi: unknown }>`
    SELECT MIN(id) AS lo, MAX(id) AS hi FROM sms_messages
    WHERE account_id = ${accountId} AND created_at >= ${start} AND created_at < ${end}`.execute(db);
  const lo = ids.rows[0]?.lo == null ? null : String(ids.rows[0].lo);
  const hi = ids.rows[0]?.hi == null ? null : String(ids.rows[0].hi);
  const none = { rows: [] as never[] };
  const [messages, clicks, replies, sales] = await Promise.all([
    lo === null
      ? none
      : sql<{
          day: string;
          campaign_id: number;
          queued: unknown;
          sent: unknown;
          delivered: unknown;
          cost: unknown;
        }>`
      SELECT ${saDay('created_at')} AS day, campaign_id,
        SUM(status <> 'Suppressed') AS queued,
        SUM(sent_at IS NOT NULL) AS sent,
        SUM(status = 'Delivered') AS delivered,
        COALESCE(SUM(cost), 0) AS cost
      FROM sms_messages
      WHERE account_id = ${accountId} AND created_at >= ${start} AND created_at < ${end}
        AND id BETWEEN ${lo} AND ${hi}
      GROUP BY day, campaign_id`.execute(db),
    lo === null
      ? none
      : sql<{ day: string; campaign_id: number; clicked: unknown }>`
      SELECT ${saDay('m.created_at')} AS day, m.campaign_id, COUNT(*) AS clicked
      FROM sms_clicks c JOIN sms_messages m ON m.id = c.message_id
      WHERE c.message_id BETWEEN ${lo} AND ${hi}
        AND m.account_id = ${accountId} AND m.created_at >= ${start} AND m.created_at < ${end}
      GROUP BY day, m.campaign_id`.execute(db),
    sql<{ day: string; campaign_id: number; replies: unknown; leads: unknown; optouts: unknown }>`
      SELECT ${saDay('received_at')} AS day, campaign_id, COUNT(*) AS replies, SUM(type = 'Lead') AS leads,
        SUM(type = 'Optout') AS optouts
      FROM sms_replies
      WHERE account_id = ${accountId} AND received_at >= ${start} AND received_at < ${end}
        AND campaign_id IS NOT NULL AND type IN ('Lead', 'Optout')
      GROUP BY day, campaign_id`.execute(db),
    // Matched sales are revenue on the South African day their contact first became a lead (sales data).
    sql<{ day: string; campaign_id: number; revenue: unknown }>`
      SELECT DATE_FORMAT(lead_day, '%Y-%m-%d') AS day, campaign_id, SUM(amount) AS revenue
      FROM sms_sales
      WHERE account_id = ${accountId} AND lead_day BETWEEN ${from} AND ${to}
      GROUP BY lead_day, campaign_id`.execute(db),
  ]);
  const byDay = new Map<string, Map<number, DayCounters>>();
  const of = (day: string, campaignId: number) => {
    let campaigns = byDay.get(day);
    if (!campaigns) byDay.set(day, (campaigns = new Map()));
    let c = campaigns.get(campaignId);
    if (!c) {
      c = {
        campaignId,
        queued: 0,
        sent: 0,
        delivered: 0,
        replies: 0,
        leads: 0,
        optouts: 0,
        clicked: 0,
        cost: 0,
        revenue: 0,
      };
      campaigns.set(campaignId, c);
    }
    return c;
  };
  for (const r of messages.rows) {
    Object.assign(of(String(r.day), Number(r.campaign_id)), {
      queued: num(r.queued),
      sent: num(r.sent),
      delivered: num(r.delivered),
      cost: num(r.cost),
    });
  }
  for (const r of clicks.rows) of(String(r.day), Number(r.campaign_id)).clicked = num(r.clicked);
  for (const r of replies.rows) {
    Object.assign(of(String(r.day), Number(r.campaign_id)), {
      replies: num(r.replies),
      leads: num(r.leads),
      optouts: num(r.optouts),
    });
  }
  for (const r of sales.rows) of(String(r.day), Number(r.campaign_id)).revenue = num(r.revenue);
  return new Map(
    [...byDay].map(([day, campaigns]) => [
      day,
      [...campaigns.values()].sort((a, b) => a.campaignId - b.campaignId),
    ]),
  );
}

/** Replaces an account's day with these counters (call inside a transaction: the day changes at once). */
export async function replaceAccountDay(
  trx: DbOrTrx,
  accountId: number,
  day: string,
  rows: readonly DayCounters[],
): Promise<void> {
  await trx
    .deleteFrom('sms_overview_days')
    .where('account_id', '=', accountId)
    .where('day', '=', day)
    .execute();
  if (!rows.length) return;
  await trx
    .insertInto('sms_overview_days')
    .values(
      rows.map((r) => ({
        account_id: accountId,
        day,
        campaign_id: r.campaignId,
        queued: r.queued,
        sent: r.sent,
        delivered: r.delivered,
        replies: r.replies,
        leads: r.leads,
        optouts: r.optouts,
        clicked: r.clicked,
        cost: r.cost.toFixed(4),
        revenue: r.revenue.toFixed(2),
      })),
    )
    .execute();
}

/**
 * The (account, South African day) pairs whose raw rows changed at or after `since`: messages and replies
 * by their updated_at, new unique clicks by first_click_at (counted on their message's day), and days
 * marked in sms_overview_marks (sales imported or cleared: a deleted row leaves no updated_at).
 */
export async function findTouchedDays(
  db: DbOrTrx,
  since: Date,
): Promise<{ accountId: number; day: string }[]> {
  const r = await sql<{ account_id: number; day: string }>`
    SELECT account_id, DATE_FORMAT(day, '%Y-%m-%d') AS day FROM (
      SELECT DISTINCT account_id, ${sql.raw(saDayOf('created_at'))} AS day
        FROM sms_messages WHERE updated_at >= ${since}
      UNION
      SELECT DISTINCT account_id, ${sql.raw(saDayOf('received_at'))} AS day
        FROM sms_replies WHERE updated_at >= ${since}
      UNION
      SELECT DISTINCT m.account_id, ${sql.raw(saDayOf('m.created_at'))} AS day
        FROM sms_clicks c JOIN sms_messages m ON m.id = c.message_id WHERE c.first_click_at >= ${since}
      UNION
      SELECT account_id, day FROM sms_overview_marks WHERE marked_at >= ${since}
    ) touched
    ORDER BY day, account_id`.execute(db);
  return r.rows.map((row) => ({ accountId: Number(row.account_id), day: String(row.day) }));
}

/** One campaign's summed counters over a period, with its name and category (the caller's account only). */
export interface PeriodRow extends Omit<DayCounters, 'campaignId'> {
  campaignId: number;
  campaignName: string;
  categoryId: number;
  categoryName: string;
}

/** The caller's campaigns' counters summed over [from, to] (South African days), by campaign. */
export async function sumPeriodByCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<PeriodRow[]> {
  const rows = await db
    .selectFrom('sms_overview_days as d')
    .innerJoin('sms_campaigns as c', (join) =>
      join.onRef('c.id', '=', 'd.campaign_id').onRef('c.account_id', '=', 'd.account_id'),
    )
    .innerJoin('sms_categories as cat', 'cat.id', 'c.category_id')
    .where('d.account_id', '=', scope.accountId)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['d.campaign_id', 'c.name', 'c.category_id', 'cat.name'])
    .select((eb) => [
      'd.campaign_id',
      'c.name as campaign_name',
      'c.category_id',
      'cat.name as category_name',
      eb.fn.sum<string>('d.queued').as('queued'),
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
    categoryId: Number(r.category_id),
    categoryName: r.category_name,
    queued: num(r.queued),
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

/** One South African day's sent and delivered, summed over the account's campaigns. */
export interface DayTotals {
  date: string;
  sent: number;
  delivered: number;
}

/**
 * The caller's sent and delivered per day over [from, to] (days without rows are absent): one grouped
 * range read of the primary key (account_id, day, campaign_id), already in day order.
 */
export async function sumPeriodByDay(
  db: DbOrTrx,
  scope: TenantScope,
  from: string,
  to: string,
): Promise<DayTotals[]> {
  const rows = await db
    .selectFrom('sms_overview_days')
    .where('account_id', '=', scope.accountId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .select((eb) => [
      sql<string>`DATE_FORMAT(day, '%Y-%m-%d')`.as('date'),
      eb.fn.sum<string>('sent').as('sent'),
      eb.fn.sum<string>('delivered').as('delivered'),
    ])
    .execute();
  return rows.map((r) => ({ date: String(r.date), sent: num(r.sent), delivered: num(r.delivered) }));
}

/** How many messages the account's campaigns sent through the gateway on a day (the exclusion-day rule). */
export async function sentOnDay(db: DbOrTrx, scope: TenantScope, day: string): Promise<number> {
  const r = await db
    .selectFrom('sms_overview_days')
    .where('account_id', '=', scope.accountId)
    .where('day', '=', day)
    .select((eb) => eb.fn.sum<string>('sent').as('sent'))
    .executeTakeFirst();
  return num(r?.sent);
}

/** The account's home country (its currency symbol follows it). */
export async function findAccountCountry(db: DbOrTrx, scope: TenantScope): Promise<string | null> {
  const r = await db
    .selectFrom('accounts')
    .select('default_country_iso3166 as country')
    .where('id', '=', scope.accountId)
    .executeTakeFirst();
  return r?.country ?? null;
}

/** Marks an account's days for the next consolidation (call in the transaction that changed them). */
export async function markAccountDays(
  db: DbOrTrx,
  accountId: number,
  days: readonly string[],
): Promise<void> {
  if (!days.length) return;
  await db
    .insertInto('sms_overview_marks')
    .values(days.map((day) => ({ account_id: accountId, day })))
    .onDuplicateKeyUpdate({ marked_at: sql<Date>`NOW(3)` })
    .execute();
}
