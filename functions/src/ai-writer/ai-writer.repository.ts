import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** How many messages the account's campaign holds, or null when the account has no such campaign. */
export async function countCampaignMessages(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('sms_campaigns as c')
    .leftJoin('sms_campaign_messages as m', 'm.campaign_id', 'c.id')
    .select((eb) => eb.fn.count<number>('m.id').as('messages'))
    .where('c.id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .groupBy('c.id')
    .executeTakeFirst();
  return row ? Number(row.messages) : null;
}
