import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The account's SMS lists among `ids` (another account's ids are simply not there). */
export function findAccountLists(db: DbOrTrx, scope: TenantScope, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('sms_lists')
    .select(['id', 'name', 'exclusion_list'])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
}

/** Every SMS list of the account, by name, for the audience pickers. */
export function listAudienceLists(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_lists')
    .select(['id', 'name', 'contacts', 'exclusion_list'])
    .where('account_id', '=', scope.accountId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Makes the campaign's audience exactly these lists. Call inside a transaction, after lockCampaign. */
export async function replaceAudience(
  db: DbOrTrx,
  campaignId: number,
  includeIds: number[],
  excludeIds: number[],
): Promise<void> {
  await db.deleteFrom('sms_campaign_lists').where('campaign_id', '=', campaignId).execute();
  const rows = [
    ...includeIds.map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 0 })),
    ...excludeIds.map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 1 })),
  ];
  if (rows.length) await db.insertInto('sms_campaign_lists').values(rows).execute();
}

/** The campaign's audience lists (of lists that still exist). */
export function listCampaignAudience(db: DbOrTrx, campaignId: number) {
  return db
    .selectFrom('sms_campaign_lists')
    .select(['list_id', 'exclude'])
    .where('campaign_id', '=', campaignId)
    .orderBy('list_id')
    .execute();
}

/** Copies a campaign's audience to another campaign. */
export async function copyAudience(db: DbOrTrx, fromCampaignId: number, toCampaignId: number): Promise<void> {
  const rows = await listCampaignAudience(db, fromCampaignId);
  if (rows.length)
    await db
      .insertInto('sms_campaign_lists')
      .values(rows.map((r) => ({ campaign_id: toCampaignId, list_id: r.list_id, exclude: r.exclude })))
      .execute();
}

/** When the campaign's latest segment build was due, or undefined before its first build. */
export async function latestBuildDue(db: DbOrTrx, campaignId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sms_segment_builds')
    .select('due_at')
    .where('campaign_id', '=', campaignId)
    .orderBy('due_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.due_at;
}
