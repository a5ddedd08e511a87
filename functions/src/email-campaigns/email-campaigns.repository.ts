import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { likeContains } from '../platform/db/like';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { EmailCampaignsTable } from './email-campaigns.table';

// E-mail campaigns (migration 0024): the list, the editor's reads and writes, the audience, and read-only
// figures from esend's email_sends and email_engagements for the status and send-round pages.

export interface EmailCampaignQuery {
  /** null: both archived and unarchived. */
  archived: boolean | null;
  categoryId: number | null;
  nameContains: string | null;
  sort: { field: 'id' | 'name' | 'createdDate'; asc: boolean };
}

const SORT_COLUMN = { id: 'c.id', name: 'c.name', createdDate: 'c.created_at' } as const;

function baseQuery(db: DbOrTrx, scope: TenantScope, q: EmailCampaignQuery) {
  let query = db.selectFrom('email_campaigns as c').where('c.account_id', '=', scope.accountId);
  if (q.archived !== null) query = query.where('c.archived', '=', q.archived ? 1 : 0);
  if (q.categoryId !== null) query = query.where('c.category_id', '=', q.categoryId);
  if (q.nameContains) query = query.where('c.name', 'like', likeContains(q.nameContains));
  return query;
}

/** One page of the account's campaigns with their category (a deferred join on the page's ids). */
export function listCampaignRows(db: DbOrTrx, scope: TenantScope, q: EmailCampaignQuery, w: PageWindow) {
  const order = (asc: boolean) => (asc ? 'asc' : 'desc');
  const direction = order(w.reverse ? !q.sort.asc : q.sort.asc);
  const ids = baseQuery(db, scope, q)
    .select('c.id')
    .orderBy(SORT_COLUMN[q.sort.field], direction)
    .orderBy('c.id', direction)
    .limit(w.limit)
    .offset(w.offset);
  return db
    .selectFrom(ids.as('page'))
    .innerJoin('email_campaigns as c', 'c.id', 'page.id')
    .innerJoin('email_categories as cat', 'cat.id', 'c.category_id')
    .selectAll('c')
    .select('cat.name as category_name')
    .where('c.account_id', '=', scope.accountId)
    .orderBy(SORT_COLUMN[q.sort.field], order(q.sort.asc))
    .orderBy('c.id', order(q.sort.asc))
    .execute();
}

export type EmailCampaignListRow = Awaited<ReturnType<typeof listCampaignRows>>[number];

/** How many campaigns match the filters. */
export async function countCampaigns(
  db: DbOrTrx,
  scope: TenantScope,
  q: EmailCampaignQuery,
): Promise<number> {
  const row = await baseQuery(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One campaign of the account with its category, or undefined (another account's id included). */
export function findCampaign(db: DbOrTrx, scope: TenantScope, campaignId: number, forUpdate = false) {
  let query = db
    .selectFrom('email_campaigns as c')
    .innerJoin('email_categories as cat', 'cat.id', 'c.category_id')
    .selectAll('c')
    .select(['cat.name as category_name', 'cat.group_name as category_group_name'])
    .where('c.id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type EmailCampaignDetailRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export type NewEmailCampaign = Omit<Insertable<EmailCampaignsTable>, 'account_id'>;

/** Creates a campaign in the account. */
export async function insertCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  values: NewEmailCampaign,
): Promise<number> {
  const result = await db
    .insertInto('email_campaigns')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Changes a campaign of the account; false when it is not there. */
export async function updateCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  values: Updateable<EmailCampaignsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('email_campaigns')
    .set(values)
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's e-mail lists among `ids` (another account's ids are simply not there). */
export function findAccountLists(db: DbOrTrx, scope: TenantScope, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('email_lists')
    .select(['id', 'name', 'contacts', 'exclusion_list'])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
}

/** The campaign's audience lists (of lists that still exist) with their names. */
export function listAudience(db: DbOrTrx, campaignId: number) {
  return db
    .selectFrom('email_campaign_lists as cl')
    .innerJoin('email_lists as l', 'l.id', 'cl.list_id')
    .select(['cl.list_id', 'cl.exclude', 'l.name', 'l.contacts', 'l.exclusion_list'])
    .where('cl.campaign_id', '=', campaignId)
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
}

/** Makes the campaign's audience exactly these lists. Call inside a transaction, with the campaign locked. */
export async function replaceAudience(
  db: DbOrTrx,
  campaignId: number,
  includeIds: number[],
  excludeIds: number[],
): Promise<void> {
  await db.deleteFrom('email_campaign_lists').where('campaign_id', '=', campaignId).execute();
  const rows = [
    ...includeIds.map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 0 })),
    ...excludeIds.map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 1 })),
  ];
  if (rows.length) await db.insertInto('email_campaign_lists').values(rows).execute();
}

/** Copies a campaign's audience to another campaign. */
export async function copyAudience(db: DbOrTrx, fromCampaignId: number, toCampaignId: number): Promise<void> {
  await sql`
    INSERT INTO email_campaign_lists (campaign_id, list_id, exclude)
    SELECT ${toCampaignId}, list_id, exclude FROM email_campaign_lists WHERE campaign_id = ${fromCampaignId}`.execute(
    db,
  );
}

/** True when the campaign has at least one audience list (not excluded) that still exists. */
export async function hasAudience(db: DbOrTrx, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('email_campaign_lists as cl')
    .innerJoin('email_lists as l', 'l.id', 'cl.list_id')
    .select('cl.list_id')
    .where('cl.campaign_id', '=', campaignId)
    .where('cl.exclude', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The campaign's latest send round (0 before its first), read from esend's email_sends. */
export async function latestSendRound(db: DbOrTrx, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('email_sends')
    .select((eb) => eb.fn.max<number | null>('send_round').as('round'))
    .where('campaign_id', '=', campaignId)
    .where('is_test', '=', 0)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

const countWhen = (status: string) => sql<number>`SUM(CASE WHEN s.status = ${status} THEN 1 ELSE 0 END)`;

/** The campaign's sends by status (test sends left out), rounds and the last send time. */
export function sendCounts(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('email_sends as s')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countWhen('Queued').as('queued'),
      countWhen('Sending').as('sending'),
      countWhen('Sent').as('sent'),
      countWhen('Failed').as('failed'),
      countWhen('Suppressed').as('suppressed'),
      countWhen('Bounced').as('bounced'),
      countWhen('Complained').as('complained'),
      eb.fn.max<number | null>('s.send_round').as('rounds'),
      eb.fn.max<Date | null>('s.sent_at').as('last_sent_at'),
    ])
    .where('s.account_id', '=', scope.accountId)
    .where('s.campaign_id', '=', campaignId)
    .where('s.is_test', '=', 0)
    .executeTakeFirstOrThrow();
}

/** Addresses that opened (type 1) and clicked (type 2) the campaign, from esend's email_engagements. */
export async function engagementCounts(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  const rows = await db
    .selectFrom('email_engagements')
    .select(['type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('account_id', '=', scope.accountId)
    .where('campaign_id', '=', campaignId)
    .where('type', 'in', [1, 2])
    .groupBy('type')
    .execute();
  const of = (type: number) => Number(rows.find((r) => r.type === type)?.count ?? 0);
  return { opened: of(1), clicked: of(2) };
}

/** One page of the account's send rounds (per campaign and round), newest first. */
export function listSendRounds(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number | null,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('email_sends as s')
    .innerJoin('email_campaigns as c', 'c.id', 's.campaign_id')
    .select((eb) => [
      's.campaign_id',
      'c.name as campaign_name',
      's.send_round',
      eb.fn.min<Date>('s.created_at').as('started_at'),
      eb.fn.max<Date | null>('s.sent_at').as('last_sent_at'),
      eb.fn.countAll<number>().as('total'),
      sql<number>`SUM(CASE WHEN s.status IN ('Sent','Bounced','Complained') THEN 1 ELSE 0 END)`.as('sent'),
      sql<number>`SUM(CASE WHEN s.status IN ('Queued','Sending') THEN 1 ELSE 0 END)`.as('pending'),
      countWhen('Failed').as('failed'),
      countWhen('Suppressed').as('suppressed'),
      countWhen('Bounced').as('bounced'),
      sql<number>`SUM(CASE WHEN s.first_opened_at IS NULL THEN 0 ELSE 1 END)`.as('opened'),
      sql<number>`SUM(CASE WHEN s.first_clicked_at IS NULL THEN 0 ELSE 1 END)`.as('clicked'),
    ])
    .where('s.account_id', '=', scope.accountId)
    .where('c.account_id', '=', scope.accountId)
    .where('s.is_test', '=', 0);
  if (campaignId !== null) query = query.where('s.campaign_id', '=', campaignId);
  return query
    .groupBy(['s.campaign_id', 'c.name', 's.send_round'])
    .orderBy('started_at', 'desc')
    .orderBy('s.campaign_id', 'desc')
    .orderBy('s.send_round', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type EmailSendRoundDbRow = Awaited<ReturnType<typeof listSendRounds>>[number];

/** How many send rounds the account's campaigns (or one campaign) have. */
export async function countSendRounds(db: DbOrTrx, scope: TenantScope, campaignId: number | null) {
  let query = db
    .selectFrom('email_sends as s')
    .select(sql<number>`COUNT(DISTINCT s.campaign_id, s.send_round)`.as('count'))
    .where('s.account_id', '=', scope.accountId)
    .where('s.is_test', '=', 0);
  if (campaignId !== null) query = query.where('s.campaign_id', '=', campaignId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's campaigns that have send rounds, by name (the send-round page's filter). */
export function listCampaignsWithRounds(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('email_campaigns as c')
    .select(['c.id', 'c.name'])
    .where('c.account_id', '=', scope.accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('email_sends as s')
          .select('s.id')
          .whereRef('s.campaign_id', '=', 'c.id')
          .where('s.is_test', '=', 0),
      ),
    )
    .orderBy('c.name')
    .execute();
}

// ---- the demo data's needs (scripts/db/demo-email-campaigns.ts) ----------------------------------------

/** The account's e-mail category of this name (with this group), created if absent; answers its id. */
export async function ensureEmailCategory(
  db: DbOrTrx,
  scope: TenantScope,
  name: string,
  groupName: string | null,
): Promise<number> {
  await db
    .insertInto('email_categories')
    .values({ account_id: scope.accountId, name, group_name: groupName })
    .onDuplicateKeyUpdate({ name: (eb) => eb.ref('name') })
    .execute();
  const row = await db
    .selectFrom('email_categories')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a sending domain of the account Verified (adding it when absent): for demo data only. */
export async function ensureVerifiedSendingDomain(db: DbOrTrx, accountId: number, domain: string) {
  await db
    .insertInto('email_sending_domains')
    .values({
      account_id: accountId,
      domain: domain.toLowerCase(),
      status: 'Verified',
      verified_at: new Date(),
    })
    .onDuplicateKeyUpdate({ status: 'Verified' })
    .execute();
}

/** The account's e-mail list of this name, if any. */
export function findEmailListByName(db: DbOrTrx, scope: TenantScope, name: string) {
  return db
    .selectFrom('email_lists')
    .select(['id', 'name'])
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
