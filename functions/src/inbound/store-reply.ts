// A webhook call's inbound messages, in the caller's one transaction: each reply stored once (provider,
// provider's message id), opt-outs recorded against the account at once (each with its confirmation SMS
// written when one is due: optout-confirmations/), the campaigns' counters moved, and
// the campaigns' callbacks recorded (the outbox rows the caller dispatches after the commit).
import type { DbOrTrx } from '../platform/db/database';
import { insertReplies } from '../replies/replies.repository';
import { bumpCampaignStats, hourOf } from '../sending/campaign-stats.repository';
import { recordCallback } from '../webhooks/callbacks';
import type { CallbackEventType } from '../webhooks/webhooks.table';
import type { Classification } from './classify-reply';
import type { RepliedMessage } from './inbound.repository';
import type { WebhookProvider } from '../providers/webhook-provider';
import { optOutNumbers } from '../lists/list-optout-counts.repository';
import { writeOptoutConfirmation } from '../optout-confirmations/optout-confirmations.service';

export interface IncomingReply {
  providerMessageId: string;
  from: string;
  to: string | null;
  message: string;
  receivedAt: Date;
}

export type StoreOutcome =
  | { stored: false }
  | {
      stored: true;
      replyId: number;
      callIds: (number | null)[];
      /** The opt-out's confirmation SMS, for the caller to queue after the commit (optout-confirmations/). */
      confirmationId: number | null;
    };

const E164 = /^\+[1-9]\d{6,14}$/;

/** One message of a webhook call, allocated and classified, to store with the others. */
export interface ReplyToStore {
  reply: IncomingReply;
  answered: RepliedMessage | undefined;
  classification: Classification;
}

/**
 * Stores a webhook call's messages in the caller's one transaction: the replies in one statement (each once),
 * the opt-outs together, each campaign's counters once per hour, and each reply's callbacks. The outcomes
 * in the order given; a reply the provider had posted before (or twice in this call) is stored false.
 */
export async function storeReplies(
  trx: DbOrTrx,
  provider: WebhookProvider,
  items: ReplyToStore[],
): Promise<StoreOutcome[]> {
  const stored = await insertReplies(
    trx,
    items.map(({ reply, answered, classification }) => ({
      accountId: provider.accountId,
      providerId: provider.id,
      providerMessageId: reply.providerMessageId,
      campaignId: answered?.campaign_id ?? null,
      inReplyToMessageId: answered?.id ?? null,
      from: reply.from,
      to: reply.to,
      message: reply.message,
      keyword: classification.keyword,
      type: classification.type,
      receivedAt: reply.receivedAt,
    })),
  );
  const fresh = new Set<string>();
  const firstOf = (item: ReplyToStore) => {
    const id = stored.get(item.reply.providerMessageId);
    if (id === undefined || fresh.has(item.reply.providerMessageId)) return null;
    fresh.add(item.reply.providerMessageId);
    return id;
  };
  const ids = items.map(firstOf);
  const optingOut = items.map(
    (item, i) => ids[i] !== null && item.classification.type === 'Optout' && E164.test(item.reply.from),
  );
  const optouts = items.filter((_, i) => optingOut[i]).map((item) => item.reply.from);
  if (optouts.length) await optOutNumbers(trx, provider.accountId, optouts);
  const confirmationIds: (number | null)[] = [];
  for (const [i, item] of items.entries()) {
    confirmationIds.push(
      optingOut[i]
        ? await writeOptoutConfirmation(trx, {
            accountId: provider.accountId,
            cellphone: item.reply.from,
            campaignId: item.answered?.campaign_id ?? null,
          })
        : null,
    );
  }

  const counts = new Map<
    string,
    { campaignId: number; at: Date; replies: number; leads: number; optouts: number }
  >();
  items.forEach(({ answered, reply, classification }, i) => {
    if (ids[i] === null || !answered) return;
    const at = hourOf(reply.receivedAt);
    const key = `${answered.campaign_id}@${at.getTime()}`;
    const c = counts.get(key) ?? { campaignId: answered.campaign_id, at, replies: 0, leads: 0, optouts: 0 };
    c.replies += 1;
    if (classification.type === 'Lead') c.leads += 1;
    if (classification.type === 'Optout') c.optouts += 1;
    counts.set(key, c);
  });
  for (const c of counts.values())
    await bumpCampaignStats(trx, {
      campaignId: c.campaignId,
      accountId: provider.accountId,
      at: c.at,
      counts: { replies: c.replies, leads: c.leads, optouts: c.optouts },
    });

  const outcomes: StoreOutcome[] = [];
  for (const [i, { reply, answered, classification }] of items.entries()) {
    const replyId = ids[i];
    if (replyId === null || replyId === undefined) {
      outcomes.push({ stored: false });
      continue;
    }
    outcomes.push({
      stored: true,
      replyId,
      callIds: answered?.callback_url
        ? await recordReplyCallbacks(trx, provider, reply, answered, classification, replyId)
        : [],
      confirmationId: confirmationIds[i] ?? null,
    });
  }
  return outcomes;
}

/** The campaign's Reply call, and its Lead or Optout call, for a stored reply. */
async function recordReplyCallbacks(
  trx: DbOrTrx,
  provider: WebhookProvider,
  reply: IncomingReply,
  answered: RepliedMessage,
  classification: Classification,
  replyId: number,
): Promise<(number | null)[]> {
  const events: CallbackEventType[] = ['Reply'];
  if (classification.type !== 'Unallocated') events.push(classification.type);
  const callIds: (number | null)[] = [];
  for (const type of events) {
    callIds.push(
      await recordCallback(trx, {
        accountId: provider.accountId,
        campaignId: answered.campaign_id,
        type,
        eventKey: type === 'Reply' ? `reply:${replyId}` : `reply:${replyId}:${type}`,
        occurredAt: reply.receivedAt,
        cellphone: reply.from,
        data: {
          replyId,
          from: reply.from,
          to: reply.to,
          message: reply.message,
          keyword: classification.keyword,
          type: classification.type,
          receivedAt: reply.receivedAt.toISOString(),
          inReplyToMessageId: answered.id,
        },
      }),
    );
  }
  return callIds;
}
