import type { DbOrTrx } from '../platform/db/database';
import { reachAccountId, type HistoryReach } from './history-reach';

// History by Cellphone: one number's rows in each panel's table, newest first. Every read starts from
// accounts (the caller's one, by primary key; in the global view every account) and reaches the table
// through its (account_id, number, ...) index, so only the number's rows are read; the global view makes
// one index lookup per account instead of needing a number-only index on tables written on every send.

export interface Window {
  offset: number;
  limit: number;
}

/** The lists holding the number, with the contact's names, opt-outs and the account's failed deliveries. */
export function listNumberLists(db: DbOrTrx, reach: HistoryReach, cellphone: string, limit: number) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .leftJoin('sms_optouts as o', (join) =>
      join.onRef('o.account_id', '=', 'l.account_id').onRef('o.cellphone', '=', 'c.cellphone'),
    )
    .leftJoin('dma_optouts as d', (join) =>
      join.onRef('d.account_id', '=', 'l.account_id').onRef('d.cellphone', '=', 'c.cellphone'),
    )
    .select((eb) => [
      'l.id',
      'l.name',
      'c.first_name',
      'c.last_name',
      'c.cellphone',
      'c.created_at',
      'a.name as account_name',
      'o.cellphone as optout',
      'd.cellphone as dma_optout',
      eb
        .selectFrom('sms_messages as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.account_id', '=', 'l.account_id')
        .whereRef('f.recipient', '=', 'c.cellphone')
        .where('f.status', 'in', ['Undelivered', 'Failed'])
        .as('delivery_failures'),
    ])
    .where('c.cellphone', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('l.account_id', '=', accountId!))
    .orderBy('l.name')
    .orderBy('l.id')
    .limit(limit)
    .execute();
}
export type NumberListRow = Awaited<ReturnType<typeof listNumberLists>>[number];

/** How many lists hold the number. */
export async function countNumberLists(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const accountId = reachAccountId(reach);
  const row = await db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.cellphone', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('l.account_id', '=', accountId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The number's messages as one table expression: accounts first, then (account_id, recipient, created_at). */
function numberMessages(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('accounts as a')
    .innerJoin('sms_messages as m', 'm.account_id', 'a.id')
    .where('m.recipient', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('a.id', '=', accountId!));
}

/** One page of the messages sent to the number, newest first. */
export function listNumberMessages(db: DbOrTrx, reach: HistoryReach, cellphone: string, window: Window) {
  return numberMessages(db, reach, cellphone)
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .leftJoin('sms_providers as p', 'p.id', 'm.provider_id')
    .select([
      'm.id',
      'm.body',
      'm.campaign_id',
      'c.name as campaign_name',
      'p.name as provider_name',
      'm.status',
      'm.created_at',
      'm.sent_at',
      'a.name as account_name',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
export type NumberMessageRow = Awaited<ReturnType<typeof listNumberMessages>>[number];

export async function countNumberMessages(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const row = await numberMessages(db, reach, cellphone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the delivery reports of the number's messages, newest first. */
export function listNumberDeliveryReports(
  db: DbOrTrx,
  reach: HistoryReach,
  cellphone: string,
  window: Window,
) {
  return numberMessages(db, reach, cellphone)
    .innerJoin('sms_delivery_reports as r', 'r.message_id', 'm.id')
    .select(['r.id', 'm.body', 'r.status', 'r.delivered', 'r.received_at', 'a.name as account_name'])
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
export type NumberDeliveryReportRow = Awaited<ReturnType<typeof listNumberDeliveryReports>>[number];

export async function countNumberDeliveryReports(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const row = await numberMessages(db, reach, cellphone)
    .innerJoin('sms_delivery_reports as r', 'r.message_id', 'm.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function numberReplies(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('accounts as a')
    .innerJoin('sms_replies as r', 'r.account_id', 'a.id')
    .where('r.from_number', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('a.id', '=', accountId!));
}

/** The replies received from the number, newest first (on (account_id, from_number, received_at)). */
export function listNumberReplies(db: DbOrTrx, reach: HistoryReach, cellphone: string, limit: number) {
  return numberReplies(db, reach, cellphone)
    .leftJoin('sms_campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.id',
      'r.message',
      'r.keyword',
      'r.campaign_id',
      'c.name as campaign_name',
      'r.type',
      'r.received_at',
      'a.name as account_name',
    ])
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
export type NumberReplyRow = Awaited<ReturnType<typeof listNumberReplies>>[number];

export async function countNumberReplies(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const row = await numberReplies(db, reach, cellphone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function numberCallbacks(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('accounts as a')
    .innerJoin('webhook_calls as w', 'w.account_id', 'a.id')
    .where('w.cellphone', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('a.id', '=', accountId!));
}

/** The web-service callbacks about the number, newest first (on (account_id, cellphone, created_at)). */
export function listNumberCallbacks(db: DbOrTrx, reach: HistoryReach, cellphone: string, limit: number) {
  return numberCallbacks(db, reach, cellphone)
    .leftJoin('sms_campaigns as c', 'c.id', 'w.campaign_id')
    .select([
      'w.id',
      'w.campaign_id',
      'c.name as campaign_name',
      'w.callback_url',
      'w.send_attempts',
      'w.sent',
      'w.last_status_code',
      'w.created_at',
      'w.sent_at',
      'a.name as account_name',
    ])
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}
export type NumberCallbackRow = Awaited<ReturnType<typeof listNumberCallbacks>>[number];

export async function countNumberCallbacks(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const row = await numberCallbacks(db, reach, cellphone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function numberClicks(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('accounts as a')
    .innerJoin('sms_clicks as k', 'k.account_id', 'a.id')
    .where('k.recipient', '=', cellphone)
    .$if(accountId !== null, (qb) => qb.where('a.id', '=', accountId!));
}

/**
 * The links the number opened, one row per campaign and URL (its messages' short links clicked, each
 * message counted once however often it was opened: the unique clicks), latest click first.
 */
export function listNumberClicks(db: DbOrTrx, reach: HistoryReach, cellphone: string, limit: number) {
  return numberClicks(db, reach, cellphone)
    .innerJoin('sms_campaigns as c', 'c.id', 'k.campaign_id')
    .select((eb) => [
      'a.id as account_id',
      'a.name as account_name',
      'k.campaign_id',
      'c.name as campaign_name',
      'k.url',
      eb.fn.sum<string>('k.clicks').as('clicks'),
      eb.fn.max('k.latest_click_at').as('latest_click_at'),
    ])
    .groupBy(['a.id', 'a.name', 'k.campaign_id', 'c.name', 'k.url'])
    .orderBy('latest_click_at', 'desc')
    .limit(limit)
    .execute();
}
export type NumberClickRow = Awaited<ReturnType<typeof listNumberClicks>>[number];

export async function countNumberClicks(db: DbOrTrx, reach: HistoryReach, cellphone: string) {
  const row = await db
    .selectFrom(
      numberClicks(db, reach, cellphone)
        .select(['k.account_id', 'k.campaign_id', 'k.url'])
        .groupBy(['k.account_id', 'k.campaign_id', 'k.url'])
        .as('g'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
