import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { ReplyTypeFilter } from './replies.schemas';
import { typeConditions } from './reply-filters';

/** How many of the account's replies of a type filter each campaign has (null: no campaign), on an index. */
export async function countRepliesByCampaign(db: DbOrTrx, scope: TenantScope, filter: ReplyTypeFilter) {
  const rows = await db
    .selectFrom('sms_replies as r')
    .select(['r.campaign_id', (eb) => eb.fn.countAll<number>().as('replies')])
    .where('r.account_id', '=', scope.accountId)
    .where((eb) => eb.and(typeConditions(eb, filter, { everyType: true })))
    .groupBy('r.campaign_id')
    .execute();
  return rows.map((r) => ({ campaignId: r.campaign_id, replies: Number(r.replies) }));
}

/** The names of the account's campaigns among `ids`. */
export function campaignNames(db: DbOrTrx, scope: TenantScope, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('sms_campaigns')
    .select(['id', 'name'])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
}

/** The ids of part of one campaign's replies of a type filter, in received order. */
export async function replyIdsOfCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  filter: ReplyTypeFilter,
  slice: { campaignId: number | null; offset: number; limit: number },
  direction: 'asc' | 'desc',
): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_replies as r')
    .select('r.id')
    .where('r.account_id', '=', scope.accountId)
    .where((eb) => eb.and(typeConditions(eb, filter)))
    .where('r.campaign_id', slice.campaignId === null ? 'is' : '=', slice.campaignId)
    .orderBy('r.received_at', direction)
    .orderBy('r.id', direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return rows.map((r) => Number(r.id));
}
