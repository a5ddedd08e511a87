import type { TenantScope } from '../platform/tenancy';
import type { DbOrTrx } from '../platform/db/database';

/** Rows read per query: each page is one range read on the (campaign_id, created_at) key. */
export const PAGE = 5000;

/** The account's campaign (any type, archived or not), or undefined. */
export function findOwnCampaign(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_campaigns')
    .select(['id', 'name'])
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export interface Cursor {
  createdAt: Date;
  id: number;
}

/** One page of the campaign's dispatched messages after `after`, in (created_at, id) order. */
export function dispatchedPage(db: DbOrTrx, campaignId: number, after: Cursor | null, limit = PAGE) {
  let query = db
    .selectFrom('sms_messages as m')
    .leftJoin('sms_providers as p', 'p.id', 'm.provider_id')
    .select([
      'm.id',
      'm.recipient',
      'm.sent_at',
      'm.delivered_at',
      'm.status',
      'm.provider_message_id',
      'm.created_at',
      'p.name as provider',
    ])
    .where('m.campaign_id', '=', campaignId)
    .where('m.sent_at', 'is not', null);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '>', after.createdAt),
        eb.and([eb('m.created_at', '=', after.createdAt), eb('m.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('m.created_at').orderBy('m.id').limit(limit).execute();
}

export type DispatchedMessage = Awaited<ReturnType<typeof dispatchedPage>>[number];
