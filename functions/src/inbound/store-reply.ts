// One inbound message, in the caller's transaction: the reply stored once (provider, provider's message id),
// an opt-out recorded against the account at once (with its confirmation SMS written, when one is due), the campaign's counters moved, and the campaign's
// callbacks recorded (the outbox rows the caller dispatches after the commit).
import type { DbOrTrx } from '../platform/db/database';
import { insertReply } from '../replies/replies.repository';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import { recordCallback } from '../webhooks/callbacks';
import type { CallbackEventType } from '../webhooks/webhooks.table';
import type { Classification } from './classify-reply';
import type { RepliedMessage } from './inbound.repository';
import type { WebhookProvider } from './webhook-provider';
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

/** Stores the reply as classified; stored false when the provider had posted it before. */
export async function storeReply(
  trx: DbOrTrx,
  provider: WebhookProvider,
  reply: IncomingReply,
  answered: RepliedMessage | undefined,
  classification: Classification,
): Promise<StoreOutcome> {
  const replyId = await insertReply(trx, {
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
  });
  if (replyId === null) return { stored: false };
  let confirmationId: number | null = null;
  if (classification.type === 'Optout' && E164.test(reply.from)) {
    await optOutNumbers(trx, provider.accountId, [reply.from]);
    confirmationId = await writeOptoutConfirmation(trx, {
      accountId: provider.accountId,
      cellphone: reply.from,
      campaignId: answered?.campaign_id ?? null,
    });
  }
  const callIds: (number | null)[] = [];
  if (answered) {
    await bumpCampaignStats(trx, {
      campaignId: answered.campaign_id,
      accountId: provider.accountId,
      at: reply.receivedAt,
      counts: {
        replies: 1,
        leads: classification.type === 'Lead' ? 1 : 0,
        optouts: classification.type === 'Optout' ? 1 : 0,
      },
    });
    // recordCallback checks the campaign's URL itself; the join already said whether there is one.
    if (answered.callback_url) {
      const events: CallbackEventType[] = ['Reply'];
      if (classification.type !== 'Unallocated') events.push(classification.type);
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
    }
  }
  return { stored: true, replyId, callIds, confirmationId };
}
