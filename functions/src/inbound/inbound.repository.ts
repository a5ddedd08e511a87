// What the inbound webhook reads and writes besides the replies themselves (replies.repository's insertReplies):
// the message a reply answers, with its campaign's replies step and callback URL, and the account's opt-out.
import { sql } from 'kysely';
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

/** For a webhook call: the account's messages the provider knows by these ids, by provider message id. */
export async function findMessagesByProviderIds(
  db: DbOrTrx,
  accountId: number,
  providerId: number,
  providerMessageIds: string[],
): Promise<Map<string, RepliedMessage>> {
  if (!providerMessageIds.length) return new Map();
  const rows = await messageWithCampaign(db)
    .select('m.provider_message_id')
    .where('m.provider_id', '=', providerId)
    .where('m.provider_message_id', 'in', providerMessageIds)
    .where('m.account_id', '=', accountId)
    .execute();
  return new Map(rows.map(({ provider_message_id, ...m }) => [provider_message_id!, m]));
}

/**
 * For a webhook call: the account's latest `limit` messages to each of these numbers in the window, newest
 * first, by number (one read for the call instead of one per message).
 */
export async function listRecentMessagesToMany(
  db: DbOrTrx,
  accountId: number,
  recipients: string[],
  window: { from: Date; to: Date },
  limit = 10,
): Promise<Map<string, (RepliedMessage & { created_at: Date })[]>> {
  const byNumber = new Map<string, (RepliedMessage & { created_at: Date })[]>();
  if (!recipients.length) return byNumber;
  const { rows } = await sql<RepliedMessage & { recipient: string; created_at: Date; rn: number }>`
    SELECT * FROM (
      SELECT m.id, m.account_id, m.campaign_id, m.provider_id, m.body, m.recipient, m.created_at,
             c.receive_active, c.reply_type, c.static_keyword, c.callback_url,
             ROW_NUMBER() OVER (PARTITION BY m.recipient ORDER BY m.created_at DESC, m.id DESC) AS rn
        FROM sms_messages m
        INNER JOIN sms_campaigns c ON c.id = m.campaign_id AND c.account_id = m.account_id
       WHERE m.account_id = ${accountId} AND m.recipient IN (${sql.join(recipients)})
         AND m.created_at >= ${window.from} AND m.created_at <= ${window.to}
         AND m.status NOT IN (${sql.join(NOT_SENT)})
    ) recent WHERE rn <= ${limit}
    ORDER BY recipient, rn`.execute(db);
  for (const { recipient, rn: _rn, ...m } of rows) {
    const list = byNumber.get(recipient) ?? [];
    list.push(m);
    byNumber.set(recipient, list);
  }
  return byNumber;
}
