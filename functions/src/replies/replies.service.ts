import type { z } from 'zod';
import { findOwnAccount } from '../accounts/accounts.repository';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { NEAR_START_ROWS, nearStartWindow, pageWindow, type PageWindow } from '../platform/db/page-window';
import { toReplyRow } from './replies.mapper';
import type { ReplyListResponse, ReplyTypeFilter, replyListRequestSchema } from './replies.schemas';
import {
  countMatchingReplies,
  countRepliesOfType,
  listReplyRows,
  listReplyRowsByIds,
  shortSearchWindowStart,
  type ReplyQuery,
} from './reply-list.repository';
import { replySearch } from './reply-search';
import { orderGroups, slicesFor } from './campaign-order';
import { dayBounds, dayOfOffset } from './day-walk';
import { replyDaysWithTotal } from './reply-days.repository';
import { campaignNames, countRepliesByCampaign, replyIdsOfCampaign } from './reply-campaign-order.repository';

/**
 * One page of the caller's replies. Without a search the total comes from the account's reply counters;
 * deep pages are read from the nearer end (page-window.ts), ids first from a covering index, then only the
 * page's rows. A From search counts on the (account, from) index. A message search reads every match
 * anyway (FULLTEXT answers doc ids, the account and sort columns are on the rows), so its page and total
 * come from one pass (COUNT(*) OVER ()).
 */
export async function listReplies(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof replyListRequestSchema>,
): Promise<ReplyListResponse> {
  const query: ReplyQuery = { type: request.type, search: { kind: 'all' }, sort: request.sort };
  if (request.filter) {
    const account = await findOwnAccount(db, auth.scope);
    query.search = replySearch(request.filter, account?.default_country_iso3166 ?? 'ZA');
    if (query.search.kind === 'text' && !query.search.fulltext)
      query.since = await shortSearchWindowStart(db, auth.scope, request.type);
  }
  const { page: pageNumber, rowsPerPage } = request.pagination;
  if (query.sort.field === 'campaign' && query.search.kind === 'all') {
    return listByCampaign(db, auth, request.type, query.sort.direction, pageNumber, rowsPerPage);
  }
  if (query.search.kind === 'text') {
    const window = { offset: (pageNumber - 1) * rowsPerPage, limit: rowsPerPage, reverse: false };
    const rows = await listReplyRows(db, auth.scope, query, window, { withTotal: true });
    const totalRows = rows.length
      ? Number(rows[0]!.total)
      : pageNumber > 1
        ? await countMatchingReplies(db, auth.scope, query)
        : 0;
    return { rows: rows.map(toReplyRow), totalRows };
  }
  if (query.sort.field === 'date' && query.search.kind === 'all') {
    const offset = (pageNumber - 1) * rowsPerPage;
    const deep = offset >= NEAR_START_ROWS ? await listFromDay(db, auth, query, offset, rowsPerPage) : null;
    if (deep) return deep;
  }
  const count = () =>
    query.search.kind === 'all'
      ? countRepliesOfType(db, auth.scope, request.type)
      : countMatchingReplies(db, auth.scope, query);
  const page = (w: PageWindow | null) => (w ? listReplyRows(db, auth.scope, query, w) : []);
  const near = nearStartWindow(pageNumber, rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([page(near), count()]);
    return { rows: rows.map(toReplyRow), totalRows };
  }
  const totalRows = await count();
  const rows = await page(pageWindow(pageNumber, rowsPerPage, totalRows));
  return { rows: rows.map(toReplyRow), totalRows };
}

/**
 * A deep page of the date sort read from the day it starts in (day-walk.ts); null when the per-day counts do
 * not add up to the counters' total (then the caller skips the offset on the index as for any page).
 */
async function listFromDay(
  db: Db,
  auth: AuthContext,
  query: ReplyQuery,
  offset: number,
  limit: number,
): Promise<ReplyListResponse | null> {
  const { days, total } = await replyDaysWithTotal(db, auth.scope, query.type, query.sort.direction);
  if (days.reduce((n, d) => n + d.replies, 0) !== total) return null;
  const start = dayOfOffset(days, offset);
  if (!start) return { rows: [], totalRows: total };
  const bounds = dayBounds(start.day);
  const fromDay: ReplyQuery =
    query.sort.direction === 'desc'
      ? { ...query, receivedBefore: bounds.end }
      : { ...query, receivedFrom: bounds.start };
  const rows = await listReplyRows(db, auth.scope, fromDay, {
    offset: offset - start.before,
    limit,
    reverse: false,
  });
  return { rows: rows.map(toReplyRow), totalRows: total };
}

/** A page sorted by campaign name, read campaign by campaign (campaign-order.ts). */
async function listByCampaign(
  db: Db,
  auth: AuthContext,
  filter: ReplyTypeFilter,
  direction: 'asc' | 'desc',
  pageNumber: number,
  rowsPerPage: number,
): Promise<ReplyListResponse> {
  const counts = await countRepliesByCampaign(db, auth.scope, filter);
  const ids = counts.flatMap((g) => (g.campaignId === null ? [] : [g.campaignId]));
  const names = new Map((await campaignNames(db, auth.scope, ids)).map((c) => [c.id, c.name]));
  const groups = orderGroups(
    counts.map((g) => ({ ...g, name: g.campaignId === null ? null : (names.get(g.campaignId) ?? null) })),
    direction,
  );
  const totalRows = groups.reduce((n, g) => n + g.replies, 0);
  const slices = slicesFor(groups, (pageNumber - 1) * rowsPerPage, rowsPerPage);
  const pageIds = await Promise.all(
    slices.map((slice) => replyIdsOfCampaign(db, auth.scope, filter, slice, direction)),
  );
  const rows = await listReplyRowsByIds(db, auth.scope, pageIds.flat());
  return { rows: rows.map(toReplyRow), totalRows };
}
