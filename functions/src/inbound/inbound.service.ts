// Inbound messages (replies) from a provider's webhook: the provider proven by its secret, each message tied
// to the provider's account and the campaign it answers (allocate-reply.ts), classified (classify-reply.ts)
// and stored once in its own transaction (store-reply.ts); callbacks go out after each commit.
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
import { findRepliedMessage } from './allocate-reply';
import { classifyReply } from './classify-reply';
import type { InboundAnswer } from './inbound.schemas';
import { storeReply, type IncomingReply } from './store-reply';
import { findVerifiedProvider, type WebhookProvider } from './webhook-provider';

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

type Outcome = 'duplicate' | { type: 'Lead' | 'Optout' | 'Unallocated'; withCampaign: boolean };

async function receiveOne(db: Db, provider: WebhookProvider, sms: InboundSms, log: Logger): Promise<Outcome> {
  const reply = incomingReply(sms, new Date());
  const [answered, keywords] = await Promise.all([
    findRepliedMessage(
      db,
      provider,
      { from: reply.from, relatedSentMessageId: sms.relatedSentMessageId },
      reply.receivedAt,
    ),
    cachedCustomKeywords(db, provider.accountId),
  ]);
  const step = answered
    ? {
        receiveActive: answered.receive_active === 1,
        replyType: answered.reply_type,
        staticKeyword: answered.static_keyword,
      }
    : null;
  const classification = classifyReply(reply.message, step, keywords, answered?.body ?? null);
  const stored = await db
    .transaction()
    .execute((trx) => storeReply(trx, provider, reply, answered, classification));
  if (!stored.stored) return 'duplicate';
  if (stored.confirmationId !== null) await enqueue(db, [stored.confirmationId], log);
  await dispatchCallbacks(stored.callIds, log);
  return { type: classification.type, withCampaign: !!answered };
}

/**
 * Takes a provider's inbound webhook call: 401 unless the provider exists and the secret matches, 400 for a
 * body that is not the provider's, otherwise every message stored in its own transaction.
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
  const answer: InboundAnswer = {
    received: messages.length,
    stored: 0,
    duplicates: 0,
    leads: 0,
    optouts: 0,
    unallocated: 0,
    withoutCampaign: 0,
  };
  for (const sms of messages) {
    const outcome = await receiveOne(db, provider, sms, input.log);
    if (outcome === 'duplicate') {
      answer.duplicates += 1;
      continue;
    }
    answer.stored += 1;
    if (outcome.type === 'Lead') answer.leads += 1;
    else if (outcome.type === 'Optout') answer.optouts += 1;
    else answer.unallocated += 1;
    if (!outcome.withCampaign) answer.withoutCampaign += 1;
  }
  return answer;
}
