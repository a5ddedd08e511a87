import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { SmsCampaignsTable } from './campaigns.table';
import { likeContains } from '../platform/db/like';

export interface CampaignQuery {
  archived: boolean;
  categoryId: number | null;
  nameContains: string | null;
  sort: { field: 'id' | 'name' | 'createdDate'; direction: 'asc' | 'desc' };
}

const SORT_COLUMN = { id: 'c.id', name: 'c.name', createdDate: 'c.created_at' } as const;

function baseQuery(
  db: DbOrTrx,
  scope: TenantScope,
  q: Pick<CampaignQuery, 'archived' | 'categoryId' | 'nameContains'>,
) {
  let query = db
    .selectFrom('sms_campaigns as c')
    .where('c.account_id', '=', scope.accountId)
    .where('c.archived', '=', q.archived ? 1 : 0);
  if (q.categoryId !== null) query = query.where('c.category_id', '=', q.categoryId);
  if (q.nameContains) query = query.where('c.name', 'like', likeContains(q.nameContains));
  return query;
}

/**
 * The ids of one page, read from one index of 0009-page-indexes ((account, archived, name | created_at | id),
 * or (account, archived, category, name)) without reading the rows they skip; a window from the end
 * (page-window.ts) walks the index backwards.
 */
function pageIds(db: DbOrTrx, scope: TenantScope, q: CampaignQuery, w: PageWindow) {
  const flip = { asc: 'desc', desc: 'asc' } as const;
  const direction = w.reverse ? flip[q.sort.direction] : q.sort.direction;
  return baseQuery(db, scope, q)
    .select('c.id')
    .orderBy(SORT_COLUMN[q.sort.field], direction)
    .orderBy('c.id', direction)
    .limit(w.limit)
    .offset(w.offset);
}

/** One page of the account's campaigns with their category and provider (a deferred join on the page's ids). */
export function listCampaignRows(db: DbOrTrx, scope: TenantScope, q: CampaignQuery, window: PageWindow) {
  return db
    .selectFrom(pageIds(db, scope, q, window).as('page'))
    .innerJoin('sms_campaigns as c', 'c.id', 'page.id')
    .innerJoin('sms_categories as cat', 'cat.id', 'c.category_id')
    .leftJoin('sms_providers as p', 'p.id', 'c.provider_id')
    .selectAll('c')
    .select([
      'cat.name as category_name',
      'p.name as provider_name',
      'p.reverse_billed as provider_reverse_billed',
    ])
    .where('c.account_id', '=', scope.accountId)
    .orderBy(SORT_COLUMN[q.sort.field], q.sort.direction)
    .orderBy('c.id', q.sort.direction)
    .execute();
}

export type CampaignListRow = Awaited<ReturnType<typeof listCampaignRows>>[number];

/** How many campaigns match the filters (counted on an index). */
export async function countCampaigns(db: DbOrTrx, scope: TenantScope, q: CampaignQuery): Promise<number> {
  const row = await baseQuery(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One campaign of the account with its category, or undefined. */
export function findCampaign(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_campaigns as c')
    .innerJoin('sms_categories as cat', 'cat.id', 'c.category_id')
    .selectAll('c')
    .select(['cat.name as category_name', 'cat.group_name as category_group_name'])
    .where('c.id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export type CampaignDetailRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** Locks the campaign row for the rest of the transaction (concurrent saves of one campaign queue up). */
export async function lockCampaign(db: DbOrTrx, scope: TenantScope, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sms_campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .forUpdate()
    .executeTakeFirst();
  return !!row;
}

export type NewCampaign = Omit<Insertable<SmsCampaignsTable>, 'account_id'>;

/** Creates a campaign in the account. */
export async function insertCampaign(db: DbOrTrx, scope: TenantScope, values: NewCampaign): Promise<number> {
  const result = await db
    .insertInto('sms_campaigns')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Changes a campaign of the account; false when it is not there. */
export async function updateCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  values: Updateable<SmsCampaignsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_campaigns')
    .set(values)
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The campaign's messages in order (scoped through the campaign's account). */
export function listMessages(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_campaign_messages as m')
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .select(['m.id', 'm.position', 'm.active', 'm.message', 'm.ab_variant'])
    .where('m.campaign_id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .orderBy('m.position')
    .execute();
}

/** True when the campaign has an active message. */
export async function hasActiveMessage(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('sms_campaign_messages as m')
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .select('m.id')
    .where('m.campaign_id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .where('c.messages_saved', '=', 1)
    .where('m.active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export interface MessageToSave {
  id: number | null;
  active: boolean;
  message: string;
  abVariant?: boolean;
}

/**
 * Makes the campaign's messages exactly these, in this order: known ids are updated in place (so they
 * stay stable), new ones inserted, missing ones deleted. Call inside a transaction, after lockCampaign.
 */
export async function replaceMessages(
  db: DbOrTrx,
  campaignId: number,
  messages: MessageToSave[],
): Promise<number[]> {
  const keep = messages.flatMap((m) => (m.id === null ? [] : [m.id]));
  let remove = db.deleteFrom('sms_campaign_messages').where('campaign_id', '=', campaignId);
  if (keep.length) remove = remove.where('id', 'not in', keep);
  await remove.execute();
  const ids: number[] = [];
  for (const [position, m] of messages.entries()) {
    const values = {
      position,
      active: m.active ? 1 : 0,
      message: m.message,
      ab_variant: m.abVariant ? 1 : 0,
    };
    if (m.id !== null) {
      await db
        .updateTable('sms_campaign_messages')
        .set(values)
        .where('id', '=', m.id)
        .where('campaign_id', '=', campaignId)
        .execute();
      ids.push(m.id);
    } else {
      const r = await db
        .insertInto('sms_campaign_messages')
        .values({ ...values, campaign_id: campaignId })
        .executeTakeFirstOrThrow();
      ids.push(Number(r.insertId));
    }
  }
  return ids;
}

/** Ids of the campaign's current messages. */
export async function messageIdsOf(db: DbOrTrx, campaignId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('sms_campaign_messages')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Copies a campaign's messages to another campaign. */
export async function copyMessages(db: DbOrTrx, fromCampaignId: number, toCampaignId: number): Promise<void> {
  await sql`
    INSERT INTO sms_campaign_messages (campaign_id, position, active, message, ab_variant)
    SELECT ${toCampaignId}, position, active, message, ab_variant
    FROM sms_campaign_messages WHERE campaign_id = ${fromCampaignId}`.execute(db);
}
