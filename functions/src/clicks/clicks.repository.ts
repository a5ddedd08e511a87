import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/**
 * The message a short link belongs to (one read on the unique short_code key). Not tenant-scoped: the
 * code itself is the credential, and the answer never leaves the server (only its click URL does).
 */
export function findMessageByShortCode(db: DbOrTrx, code: string) {
  return db
    .selectFrom('sms_messages')
    .select(['id', 'account_id', 'campaign_id', 'recipient', 'click_url'])
    .where('short_code', '=', code)
    .executeTakeFirst();
}

export type ShortLinkMessage = NonNullable<Awaited<ReturnType<typeof findMessageByShortCode>>>;

export interface ClickToRecord {
  messageId: number;
  accountId: number;
  campaignId: number;
  recipient: string;
  url: string;
  at: Date;
}

/**
 * Counts a click on a message's link: the first one inserts the row, later ones add to it. One statement,
 * so two first clicks at the same moment still make one row; answers whether this was the first. MySQL
 * reports 1 affected row for an insert and 2 for an update (the update always changes `clicks`).
 */
export async function recordClick(db: DbOrTrx, click: ClickToRecord): Promise<{ first: boolean }> {
  const result = await db
    .insertInto('sms_clicks')
    .values({
      message_id: click.messageId,
      account_id: click.accountId,
      campaign_id: click.campaignId,
      recipient: click.recipient,
      url: click.url,
      clicks: 1,
      first_click_at: click.at,
      latest_click_at: click.at,
    })
    .onDuplicateKeyUpdate({
      clicks: sql`clicks + 1`,
      latest_click_at: sql`GREATEST(latest_click_at, ${click.at})`,
    })
    .executeTakeFirstOrThrow();
  return { first: Number(result.numInsertedOrUpdatedRows) === 1 };
}
