import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { Database } from '../platform/db/database.types';
import { likeContains } from '../platform/db/like';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { ReplySortField, ReplyTypeFilter } from './replies.schemas';
import { SHORT_SEARCH_WINDOW, wordStartPattern, type ReplySearch } from './reply-search';
import type { StoredReplyType } from './replies.table';
import { TYPE_FILTER, typeConditions } from './reply-filters';

export interface ReplyQuery {
  type: ReplyTypeFilter;
  search: ReplySearch;
  sort: { field: ReplySortField; direction: 'asc' | 'desc' };
  /** A search of only short words looks at replies received since then (shortSearchWindowStart). */
  since?: Date | null;
  /** Only replies received before this (a deep page's day, newest first). */
  receivedBefore?: Date;
  /** Only replies received since this (a deep page's day, oldest first). */
  receivedFrom?: Date;
}

type Tables = Database & { c: Database['sms_campaigns'] };
/**
 * When the latest SHORT_SEARCH_WINDOW replies of the filter begin (null: there are fewer): a search of only
 * short words looks at replies received since then (reply-search.ts). Asked on its own, so that the search
 * gets a constant to read a range of the (account, received_at) index with.
 */
export async function shortSearchWindowStart(
  db: DbOrTrx,
  scope: TenantScope,
  filter: ReplyTypeFilter,
): Promise<Date | null> {
  const row = await db
    .selectFrom('sms_replies as r')
    .select('r.received_at')
    .where('r.account_id', '=', scope.accountId)
    .where((eb) => eb.and(typeConditions(eb, filter)))
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .offset(SHORT_SEARCH_WINDOW - 1)
    .executeTakeFirst();
  return row?.received_at ?? null;
}

/** The account's replies that pass the type filter and the search (no columns chosen yet). */
function matching(
  db: DbOrTrx,
  scope: TenantScope,
  q: Pick<ReplyQuery, 'type' | 'search' | 'since' | 'receivedBefore' | 'receivedFrom'>,
) {
  return db
    .selectFrom('sms_replies as r')
    .where('r.account_id', '=', scope.accountId)
    .where((eb) => {
      const all = typeConditions(eb, q.type);
      const s = q.search;
      if (s.kind === 'phone') all.push(eb.or(s.prefixes.map((p) => eb('r.from_number', 'like', `${p}%`))));
      if (s.kind === 'text') {
        if (s.fulltext) all.push(sql<SqlBool>`MATCH (r.message) AGAINST (${s.fulltext} IN BOOLEAN MODE)`);
        else if (q.since) all.push(eb('r.received_at', '>=', q.since));
        for (const word of s.shortWords) {
          // LIKE first: cheap, and it rules out most rows before the REGEXP runs.
          all.push(eb('r.message', 'like', likeContains(word)));
          all.push(sql<SqlBool>`r.message REGEXP ${wordStartPattern(word)}`);
        }
      }
      if (q.receivedBefore) all.push(eb('r.received_at', '<', q.receivedBefore));
      if (q.receivedFrom) all.push(eb('r.received_at', '>=', q.receivedFrom));
      return eb.and(all);
    });
}

type Matching = ReturnType<typeof matching>;
type WithCampaign = SelectQueryBuilder<Tables & { r: Database['sms_replies'] }, 'r' | 'c', object>;

/**
 * The sort's columns, each ending with the id so pages never overlap. Date, From, Keyword and Type read
 * the (account, …, received_at, id) indexes in order; Campaign sorts by the campaign's name (N/A first
 * ascending), which needs the campaign's row.
 */
const SORT_COLUMNS = {
  date: ['r.received_at', 'r.id'],
  from: ['r.from_number', 'r.received_at', 'r.id'],
  keyword: ['r.keyword', 'r.received_at', 'r.id'],
  type: ['r.type', 'r.ignored', 'r.received_at', 'r.id'],
  campaign: ['c.name', 'r.campaign_id', 'r.received_at', 'r.id'],
} as const;

function ordered<Q extends WithCampaign | Matching>(query: Q, sort: ReplyQuery['sort'], reverse: boolean): Q {
  const flip = { asc: 'desc', desc: 'asc' } as const;
  const direction = reverse ? flip[sort.direction] : sort.direction;
  let out = query as unknown as WithCampaign;
  for (const column of SORT_COLUMNS[sort.field]) out = out.orderBy(column, direction);
  return out as unknown as Q;
}

/**
 * The ids of one page (a window from page-window.ts), read from an index without reading skipped rows;
 * with `withTotal`, each also carries how many rows matched (COUNT(*) OVER (): one pass where the rows
 * must all be read anyway, as for a message search).
 */
function pageIds(db: DbOrTrx, scope: TenantScope, q: ReplyQuery, w: PageWindow, withTotal: boolean) {
  const base = matching(db, scope, q);
  const withCampaign =
    q.sort.field === 'campaign'
      ? (base.leftJoin('sms_campaigns as c', 'c.id', 'r.campaign_id') as unknown as WithCampaign)
      : (base as unknown as WithCampaign);
  return ordered(withCampaign, q.sort, w.reverse)
    .select(['r.id', (withTotal ? sql<number>`COUNT(*) OVER ()` : sql<number>`NULL`).as('total')])
    .limit(w.limit)
    .offset(w.offset);
}

const ROW_COLUMNS = [
  'r.id',
  'r.received_at',
  'r.campaign_id',
  'c.name as campaign_name',
  'r.from_number',
  'r.message',
  'r.keyword',
  'r.type',
  'r.ignored',
  'r.responded',
] as const;

/** One page of the account's replies with their campaign's name (a deferred join on the page's ids). */
export function listReplyRows(
  db: DbOrTrx,
  scope: TenantScope,
  q: ReplyQuery,
  window: PageWindow,
  { withTotal = false } = {},
) {
  const query = db
    .selectFrom(pageIds(db, scope, q, window, withTotal).as('page'))
    .innerJoin('sms_replies as r', 'r.id', 'page.id')
    .leftJoin('sms_campaigns as c', (j) =>
      j.onRef('c.id', '=', 'r.campaign_id').onRef('c.account_id', '=', 'r.account_id'),
    )
    .select([...ROW_COLUMNS, 'page.total'])
    .where('r.account_id', '=', scope.accountId);
  return ordered(query as unknown as WithCampaign, q.sort, false).execute() as unknown as Promise<
    ReplyListRow[]
  >;
}

/** The account's replies among `ids`, in the order of `ids`. */
export async function listReplyRowsByIds(
  db: DbOrTrx,
  scope: TenantScope,
  ids: number[],
): Promise<ReplyListRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('sms_replies as r')
    .leftJoin('sms_campaigns as c', (j) =>
      j.onRef('c.id', '=', 'r.campaign_id').onRef('c.account_id', '=', 'r.account_id'),
    )
    .select([...ROW_COLUMNS, sql<null>`NULL`.as('total')])
    .where('r.account_id', '=', scope.accountId)
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r as ReplyListRow]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ReplyListRow {
  id: number;
  received_at: Date;
  campaign_id: number | null;
  campaign_name: string | null;
  from_number: string;
  message: string;
  keyword: string | null;
  type: StoredReplyType;
  ignored: number;
  responded: number;
  /** With `withTotal`: how many rows matched. */
  total: number | null;
}

/** How many replies match a search (counted on the indexes the search uses). */
export async function countMatchingReplies(
  db: DbOrTrx,
  scope: TenantScope,
  q: Pick<ReplyQuery, 'type' | 'search' | 'since'>,
): Promise<number> {
  const row = await matching(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The account's reply total for a type filter, from the per-account counters (summed over their shards)
 * rather than counting up to a million rows.
 */
export async function countRepliesOfType(
  db: DbOrTrx,
  scope: TenantScope,
  filter: ReplyTypeFilter,
): Promise<number> {
  let query = db
    .selectFrom('sms_reply_counts as r')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('r.replies'), sql<number>`0`).as('total'))
    .where('r.account_id', '=', scope.accountId);
  if (filter !== 'All') {
    const { type, ignored } = TYPE_FILTER[filter];
    if (type) query = query.where('r.type', '=', type);
    query = query.where('r.ignored', '=', ignored);
  }
  const row = await query.executeTakeFirstOrThrow();
  return Math.max(0, Number(row.total));
}

/** Streams the account's replies received in [start, end), oldest first, with their campaign's name. */
export function streamRepliesReceived(db: DbOrTrx, scope: TenantScope, start: Date, end: Date) {
  return db
    .selectFrom('sms_replies as r')
    .leftJoin('sms_campaigns as c', (j) =>
      j.onRef('c.id', '=', 'r.campaign_id').onRef('c.account_id', '=', 'r.account_id'),
    )
    .select([
      'r.received_at',
      'c.name as campaign_name',
      'r.from_number',
      'r.message',
      'r.keyword',
      'r.type',
      'r.ignored',
      'r.responded',
    ])
    .where('r.account_id', '=', scope.accountId)
    .where('r.received_at', '>=', start)
    .where('r.received_at', '<', end)
    .orderBy('r.received_at')
    .orderBy('r.id')
    .stream();
}

export type ReceivedReply =
  ReturnType<typeof streamRepliesReceived> extends AsyncIterableIterator<infer R> ? R : never;
