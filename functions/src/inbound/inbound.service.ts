// Inbound messages (replies) from a provider's webhook: the provider proven by its secret, each message tied
// to the provider's account and the campaign it answers (allocate-reply.ts), classified (classify-reply.ts)
// and stored once, the call's messages in one transaction (store-reply.ts); callbacks go out after the commit.
import { cachedCustomKeywords } from '../keywords/keyword-cache';
import type { Db } from '../platform/db/database';
import { apiError, badRequest } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import {
  parseInboundMessages,
  WebhookBodyError,
  type InboundSms,
  type WebhookRequest,
} from '../providers/gateways';
import { enqueue } from '../sending/send.service';
import { dispatchCallbacks } from '../webhooks/callbacks';
import { findRepliedMessages } from './allocate-reply';
import { classifyReply } from './classify-reply';
import type { InboundAnswer } from './inbound.schemas';
import { storeReplies, type IncomingReply } from './store-reply';
import { withDeadlockRetry } from '../platform/db/deadlock-retry';
import { findVerifiedProvider, type WebhookProvider } from '../providers/webhook-provider';

/** The same answer for an unknown provider and a wrong secret, so neither can be told apart. */
const webhookRefused = () =>
  apiError(401, 'UNAUTHENTICATED', 'This webhook needs the secret it was registered with.');

/** The columns' limits (migration 0013): a longer value is cut, never refused (BulkSMS would retry it). */
const MAX_MESSAGE = 2000;
const MAX_NUMBER = 20;

function cut(text: string, max: number): string {
  return text.length <= max ? text : Array.from(text).slice(0, max).join('');
}

/** The message as it is stored; a reply dated in the future (a provider's clock) is dated now. */
function incomingReply(sms: InboundSms, now: Date): IncomingReply {
  return {
    providerMessageId: sms.providerMessageId,
    from: cut(sms.from, MAX_NUMBER),
    to: sms.to ? cut(sms.to, MAX_NUMBER) : null,
    message: cut(sms.body, MAX_MESSAGE),
    receivedAt: sms.receivedAt > now ? now : sms.receivedAt,
  };
}

/**
 * Takes a provider's inbound webhook call: 401 unless the provider exists and the secret matches, 400 for a
 * body that is not the provider's, otherwise the call's messages allocated in two reads and stored together in
 * one transaction (BulkSMS posts up to ten at a time); callbacks go out after the commit.
 */
export async function receiveInboundMessages(
  db: Db,
  input: { providerId: string; request: WebhookRequest; body: unknown; log: Logger; receivedAt?: Date },
): Promise<InboundAnswer> {
  const provider = await findVerifiedProvider(db, input.providerId, input.request);
  if (!provider) throw webhookRefused();
  let messages: InboundSms[];
  try {
    messages = parseInboundMessages(input.body, input.receivedAt);
  } catch (error) {
    if (error instanceof WebhookBodyError) throw badRequest(error.message);
    throw error;
  }
  return storeInboundMessages(db, provider, messages, input.log);
}

/**
 * Stores messages from handsets a provider's webhook brought, once the provider is proven (BulkSMS by its
 * secret, Twilio by its signature): allocated, classified, stored in one transaction; callbacks after.
 */
export async function storeInboundMessages(
  db: Db,
  provider: WebhookProvider,
  messages: InboundSms[],
  log: Logger,
): Promise<InboundAnswer> {
  const answer: InboundAnswer = {
    received: messages.length,
    stored: 0,
    duplicates: 0,
    leads: 0,
    optouts: 0,
    unallocated: 0,
    withoutCampaign: 0,
  };
  if (!messages.length) return answer;
  const now = new Date();
  const replies = messages.map((sms) => incomingReply(sms, now));
  const [answered, keywords] = await Promise.all([
    findRepliedMessages(
      db,
      provider,
      messages.map((sms, i) => ({
        from: replies[i]!.from,
        relatedSentMessageId: sms.relatedSentMessageId,
        receivedAt: replies[i]!.receivedAt,
      })),
    ),
    cachedCustomKeywords(db, provider.accountId),
  ]);
  const items = replies.map((reply, i) => {
    const campaign = answered[i];
    const step = campaign
      ? {
          receiveActive: campaign.receive_active === 1,
          replyType: campaign.reply_type,
          staticKeyword: campaign.static_keyword,
        }
      : null;
    return {
      reply,
      answered: campaign,
      classification: classifyReply(reply.message, step, keywords, campaign?.body ?? null),
    };
  });
  const outcomes = await withDeadlockRetry(() =>
    db.transaction().execute((trx) => storeReplies(trx, provider, items)),
  );
  for (const [i, outcome] of outcomes.entries()) {
    if (!outcome.stored) {
      answer.duplicates += 1;
      continue;
    }
    const { classification, answered: campaign } = items[i]!;
    answer.stored += 1;
    if (classification.type === 'Lead') answer.leads += 1;
    else if (classification.type === 'Optout') answer.optouts += 1;
    else answer.unallocated += 1;
    if (!campaign) answer.withoutCampaign += 1;
  }
  const confirmations = outcomes.flatMap((o) =>
    o.stored && o.confirmationId !== null ? [o.confirmationId] : [],
  );
  if (confirmations.length) await enqueue(db, confirmations, log);
  await dispatchCallbacks(
    outcomes.flatMap((o) => (o.stored ? o.callIds : [])),
    log,
  );
  return answer;
}
