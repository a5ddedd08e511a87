// Which of our messages a reply answers, and so its campaign. The account is always the provider's (a
// provider, the number the reply was sent to, belongs to one account). Then:
//   1. the message the provider names (BulkSMS's relatedSentMessageId): our message with that provider id,
//      sent through this provider, whenever it was sent;
//   2. otherwise the account's latest message to that number in the ALLOCATION_WINDOW_DAYS before the reply,
//      preferring one sent through the provider the reply came to (another provider is another number);
//   3. otherwise none: the reply is kept without a campaign (the inbox shows N/A).
import type { DbOrTrx } from '../platform/db/database';
import type { InboundSms } from '../providers/gateways';
import {
  findMessageByProviderId,
  findMessagesByProviderIds,
  listRecentMessagesTo,
  listRecentMessagesToMany,
  type RepliedMessage,
} from './inbound.repository';
import type { WebhookProvider } from '../providers/webhook-provider';

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

const windowOf = (receivedAt: Date) => ({
  from: new Date(receivedAt.getTime() - ALLOCATION_WINDOW_DAYS * 86_400_000),
  to: new Date(receivedAt.getTime() + CLOCK_SKEW_MS),
});

/**
 * The messages a webhook call's replies answer, in order, by the same rules as findRepliedMessage, in two
 * reads for the whole call (the provider's ids, then the numbers' recent messages over the call's window).
 * A reply whose own window the call's read may not have covered is looked up alone.
 */
export async function findRepliedMessages(
  db: DbOrTrx,
  provider: WebhookProvider,
  replies: (Pick<InboundSms, 'from' | 'relatedSentMessageId'> & { receivedAt: Date })[],
): Promise<(RepliedMessage | undefined)[]> {
  if (!replies.length) return [];
  const related = await findMessagesByProviderIds(db, provider.accountId, provider.id, [
    ...new Set(replies.map((r) => r.relatedSentMessageId).filter((id): id is string => !!id)),
  ]);
  const found: (RepliedMessage | undefined)[] = replies.map((r) =>
    r.relatedSentMessageId ? related.get(r.relatedSentMessageId) : undefined,
  );
  const rest = replies.map((r, i) => (found[i] ? null : r));
  const times = replies.map((r) => r.receivedAt.getTime());
  const union = {
    from: windowOf(new Date(Math.min(...times))).from,
    to: windowOf(new Date(Math.max(...times))).to,
  };
  const numbers = [...new Set(rest.filter((r) => r !== null).map((r) => r.from))];
  const LIMIT = 10;
  const recent = await listRecentMessagesToMany(db, provider.accountId, numbers, union, LIMIT);
  for (const [i, r] of rest.entries()) {
    if (!r) continue;
    const own = windowOf(r.receivedAt);
    const listed = recent.get(r.from) ?? [];
    const candidates = listed.filter((m) => m.created_at >= own.from && m.created_at <= own.to);
    if (!candidates.length && listed.length === LIMIT) {
      found[i] = await findRepliedMessage(db, provider, r, r.receivedAt); // older than the call's newest ten
      continue;
    }
    const pick = candidates.find((m) => m.provider_id === provider.id) ?? candidates[0];
    found[i] = pick && withoutCreatedAt(pick);
  }
  return found;
}

const withoutCreatedAt = ({
  created_at: _created,
  ...m
}: RepliedMessage & { created_at: Date }): RepliedMessage => m;
