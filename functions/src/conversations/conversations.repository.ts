import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

// One number's rows in the account, newest first, each table read on its (account_id, number, time) index
// (the same ones SMS History reads: sms-history/README.md), a page at a time below a cursor. Each read asks
// for at most `limit` rows; the service merges the tables' pages into one.

/** Where a page ends: the oldest event shown; the next page is everything strictly before it. */
export interface Cursor {
  at: Date;
  /** The table's place among events at the same instant (conversation-cursor.ts). */
  rank: number;
  id: number;
}

/**
 * Rows of a table of rank `rank` strictly before the cursor in (at, rank, id) order: at the cursor's
 * instant, a table ranked before the cursor's has all its rows included, the cursor's own table those with
 * a smaller id, later tables none.
 */
function before(atColumn: string, idColumn: string, rank: number, cursor: Cursor | null) {
  const at = sql.ref(atColumn);
  if (cursor === null) return sql<boolean>`TRUE`;
  if (rank < cursor.rank) return sql<boolean>`${at} <= ${cursor.at}`;
  if (rank > cursor.rank) return sql<boolean>`${at} < ${cursor.at}`;
  // The bound on the time alone first: a range on the (account, number, time) index, whatever the optimizer
  // makes of the OR that follows it.
  return sql<boolean>`(${at} <= ${cursor.at} AND (${at} < ${cursor.at} OR ${sql.ref(idColumn)} < ${cursor.id}))`;
}

/** Messages sent to the number (campaigns, the partner API, responses), on (account_id, recipient, created_at). */
export function listMessagesBefore(
  db: DbOrTrx,
  scope: TenantScope,
  cellphone: string,
  rank: number,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .selectFrom('sms_messages as m')
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .select([
      'm.id',
      'm.source',
      'm.body',
      'm.status',
      'm.created_at as at',
      'm.campaign_id',
      'c.name as campaign_name',
    ])
    .where('m.account_id', '=', scope.accountId)
    .where('m.recipient', '=', cellphone)
    .where(before('m.created_at', 'm.id', rank, cursor))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
export type ConversationMessageRow = Awaited<ReturnType<typeof listMessagesBefore>>[number];

/** Replies from the number, on (account_id, from_number, received_at). */
export function listRepliesBefore(
  db: DbOrTrx,
  scope: TenantScope,
  cellphone: string,
  rank: number,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .selectFrom('sms_replies as r')
    .leftJoin('sms_campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.id',
      'r.message',
      'r.keyword',
      'r.type',
      'r.ignored',
      'r.received_at as at',
      'r.campaign_id',
      'c.name as campaign_name',
    ])
    .where('r.account_id', '=', scope.accountId)
    .where('r.from_number', '=', cellphone)
    .where(before('r.received_at', 'r.id', rank, cursor))
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
export type ConversationReplyRow = Awaited<ReturnType<typeof listRepliesBefore>>[number];

/**
 * The number's clicks (one row per message whose short link it opened, at its first click), on
 * (account_id, recipient): a number has a row per clicked message, so its rows are few.
 */
export function listClicksBefore(
  db: DbOrTrx,
  scope: TenantScope,
  cellphone: string,
  rank: number,
  cursor: Cursor | null,
  limit: number,
) {
  return db
    .selectFrom('sms_clicks as k')
    .innerJoin('sms_campaigns as c', 'c.id', 'k.campaign_id')
    .select([
      'k.id',
      'k.url',
      'k.clicks',
      'k.first_click_at as at',
      'k.campaign_id',
      'c.name as campaign_name',
    ])
    .where('k.account_id', '=', scope.accountId)
    .where('k.recipient', '=', cellphone)
    .where(before('k.first_click_at', 'k.id', rank, cursor))
    .orderBy('k.first_click_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(limit)
    .execute();
}
export type ConversationClickRow = Awaited<ReturnType<typeof listClicksBefore>>[number];

/** Since when the number is on the account's opt-out list and its DMA list (primary keys), if it is. */
export async function findOptouts(db: DbOrTrx, scope: TenantScope, cellphone: string) {
  const [optout, dma] = await Promise.all([
    db
      .selectFrom('sms_optouts')
      .select('created_at')
      .where('account_id', '=', scope.accountId)
      .where('cellphone', '=', cellphone)
      .executeTakeFirst(),
    db
      .selectFrom('dma_optouts')
      .select('created_at')
      .where('account_id', '=', scope.accountId)
      .where('cellphone', '=', cellphone)
      .executeTakeFirst(),
  ]);
  return { optout: optout?.created_at ?? null, dma: dma?.created_at ?? null };
}

/** The contact's name on the account's lists holding the number (sms_list_contacts (list_id, cellphone)). */
export async function findContactName(db: DbOrTrx, scope: TenantScope, cellphone: string) {
  const row = await db
    .selectFrom('sms_lists as l')
    .innerJoin('sms_list_contacts as c', 'c.list_id', 'l.id')
    .select(['c.first_name', 'c.last_name'])
    .where('l.account_id', '=', scope.accountId)
    .where('c.cellphone', '=', cellphone)
    .where((eb) => eb.or([eb('c.first_name', '<>', ''), eb('c.last_name', '<>', '')]))
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The number's latest reply that came in on one of the account's campaigns: the one the reply box
 * answers (its campaign's providers send the response). Locked when `forUpdate`, so two responses at once
 * take turns.
 */
export function findLatestCampaignReply(
  db: DbOrTrx,
  scope: TenantScope,
  cellphone: string,
  forUpdate = false,
) {
  return db
    .selectFrom('sms_replies as r')
    .leftJoin('sms_campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.id', 'r.campaign_id', 'r.received_at', 'r.responded', 'c.name as campaign_name'])
    .where('r.account_id', '=', scope.accountId)
    .where('r.from_number', '=', cellphone)
    .where('r.campaign_id', 'is not', null)
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}
