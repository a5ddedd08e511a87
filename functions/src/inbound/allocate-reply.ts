// Which of our messages a reply answers, and so its campaign. The account is always the provider's (a
// provider, the number the reply was sent to, belongs to one account). Then:
//   1. the message the provider names (BulkSMS's relatedSentMessageId): our message with that provider id,
//      sent through this provider, whenever it was sent;
//   2. otherwise the account's latest message to that number in the ALLOCATION_WINDOW_DAYS before the reply,
//      preferring one sent through the provider the reply came to (another provider is another number);
//   3. otherwise none: the reply is kept without a campaign (the inbox shows N/A).
import type { DbOrTrx } from '../platform/db/database';
import type { InboundSms } from '../providers/gateways';
import { findMessageByProviderId, listRecentMessagesTo, type RepliedMessage } from './inbound.repository';
import type { WebhookProvider } from './webhook-provider';

/**
 * Seven days: a marketing reply comes within minutes or hours; a week also covers a weekend and a
 * transactional conversation, while a reply to last month's campaign is more likely about something else.
 */
export const ALLOCATION_WINDOW_DAYS = 7;
/** Provider and handset clocks differ a little: messages up to a minute "after" the reply still count. */
const CLOCK_SKEW_MS = 60_000;

/** Our message the reply answers, or undefined (see the file comment for the rules). */
export async function findRepliedMessage(
  db: DbOrTrx,
  provider: WebhookProvider,
  sms: Pick<InboundSms, 'from' | 'relatedSentMessageId'>,
  receivedAt: Date,
): Promise<RepliedMessage | undefined> {
  if (sms.relatedSentMessageId) {
    const related = await findMessageByProviderId(
      db,
      provider.accountId,
      provider.id,
      sms.relatedSentMessageId,
    );
    if (related) return related;
  }
  const recent = await listRecentMessagesTo(db, provider.accountId, sms.from, {
    from: new Date(receivedAt.getTime() - ALLOCATION_WINDOW_DAYS * 86_400_000),
    to: new Date(receivedAt.getTime() + CLOCK_SKEW_MS),
  });
  return recent.find((m) => m.provider_id === provider.id) ?? recent[0];
}
