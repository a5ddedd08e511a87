// What the inbound webhook reads and writes besides the reply itself (replies.repository's insertReply):
// the message a reply answers, with its campaign's replies step and callback URL, and the account's opt-out.
import type { DbOrTrx } from '../platform/db/database';
import type { MessageStatus } from '../sending/sending.table';

/** Messages that never reached a handset cannot be replied to. */
const NOT_SENT: MessageStatus[] = ['Queued', 'Suppressed', 'Failed'];

function messageWithCampaign(db: DbOrTrx) {
  return db
    .selectFrom('sms_messages as m')
    .innerJoin('sms_campaigns as c', (j) =>
      j.onRef('c.id', '=', 'm.campaign_id').onRef('c.account_id', '=', 'm.account_id'),
    )
    .select([
      'm.id',
      'm.account_id',
      'm.campaign_id',
      'm.provider_id',
      'm.body',
      'c.receive_active',
      'c.reply_type',
      'c.static_keyword',
      'c.callback_url',
    ]);
}

export type RepliedMessage = NonNullable<Awaited<ReturnType<typeof findMessageByProviderId>>>;

/** The account's message the provider knows by this id (the provider's relatedSentMessageId). */
export function findMessageByProviderId(
  db: DbOrTrx,
  accountId: number,
  providerId: number,
  providerMessageId: string,
) {
  return messageWithCampaign(db)
    .where('m.provider_id', '=', providerId)
    .where('m.provider_message_id', '=', providerMessageId)
    .where('m.account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's latest messages sent to the number in a time window, newest first (a few, so the caller
 * can prefer the one sent through the provider the reply came to). Index (account_id, recipient, created_at).
 */
export function listRecentMessagesTo(
  db: DbOrTrx,
  accountId: number,
  recipient: string,
  window: { from: Date; to: Date },
  limit = 10,
): Promise<RepliedMessage[]> {
  return messageWithCampaign(db)
    .where('m.account_id', '=', accountId)
    .where('m.recipient', '=', recipient)
    .where('m.created_at', '>=', window.from)
    .where('m.created_at', '<=', window.to)
    .where('m.status', 'not in', NOT_SENT)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
