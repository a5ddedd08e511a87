import { CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

function builds(db: DbOrTrx, scope: TenantScope, campaignId: number | null) {
  let query = db.selectFrom('sms_segment_builds as b').where('b.account_id', '=', scope.accountId);
  if (campaignId !== null) query = query.where('b.campaign_id', '=', campaignId);
  return query;
}

/** One page of the account's builds, newest first (on the (account[, campaign], id) indexes). */
export function listBuilds(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number | null,
  page: { limit: number; offset: number },
) {
  return builds(db, scope, campaignId)
    .innerJoin('sms_campaigns as c', 'c.id', 'b.campaign_id')
    .select([
      'b.id',
      'b.campaign_id',
      'c.name as campaign_name',
      'b.status',
      'b.created_at',
      'b.started_at',
      'b.finished_at',
      'b.candidates',
      'b.duplicates',
      'b.excluded_optout',
      'b.excluded_dma',
      'b.excluded_list',
      'b.excluded_rest',
      'b.queued',
      'b.error_text',
    ])
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type BuildHistoryRow = Awaited<ReturnType<typeof listBuilds>>[number];

export async function countBuilds(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number | null,
): Promise<number> {
  const row = await builds(db, scope, campaignId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's Simple and Long Running campaigns by name. */
export function listScheduledCampaigns(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_campaigns')
    .select(['id', 'name'])
    .where('account_id', '=', scope.accountId)
    .where('type', 'in', [CAMPAIGN_TYPE.Simple, CAMPAIGN_TYPE.LongRunning])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
