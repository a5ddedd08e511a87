import { randomInt } from 'node:crypto';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import { isCellphone, toE164 } from '../lists/files/phone';
import type { DbOrTrx, Db } from '../platform/db/database';
import { apiError, badRequest, conflict, notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import type { TenantScope } from '../platform/tenancy';
import { bumpCampaignStats } from './campaign-stats.repository';
import { composeMessage } from './compose-message';
import type { SendAccepted } from './sending.schemas';
import {
  findCampaignForSend,
  findMessageByIdempotencyKey,
  insertMessage,
  listActiveMessages,
  markEnqueued,
  suppressionOf,
} from './sending.repository';
import type { MessageSource, SuppressionReason } from './sending.table';

/** Who asks to send: a partner's API key, or a signed-in user's "Send a test". */
export interface SendCaller {
  scope: TenantScope;
  source: Extract<MessageSource, 'Api' | 'Test'>;
  apiKeyId: number | null;
}

export interface SendOrder {
  to: string;
  idempotencyKey?: string | undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const SUPPRESSED_TEXT: Record<SuppressionReason, string> = {
  Optout: 'This recipient opted out of your messages, so nothing was sent.',
  Dma: "This number is on your account's DMA opt-out list, so nothing was sent.",
};

/**
 * Accepts one message for a transactional campaign: checks the campaign and the number, refuses (and
 * records) a suppressed recipient, writes the message with a unique short link, and hands it to the send
 * queue. With an idempotency key, a retry answers what the first request did and sends nothing again.
 */
export async function acceptSend(
  db: Db,
  caller: SendCaller,
  campaignId: number,
  order: SendOrder,
  log: Logger,
): Promise<SendAccepted> {
  const campaign = await findCampaignForSend(db, caller.scope, campaignId);
  if (!campaign) throw notFound('The campaign');
  const recipient = cellphoneOf(order.to, campaign.country);

  if (order.idempotencyKey) {
    const earlier = await findMessageByIdempotencyKey(db, campaign.account_id, order.idempotencyKey);
    if (earlier) return replay(earlier, campaignId, recipient);
  }
  ensureSendable(campaign);

  const messages = await listActiveMessages(db, campaign.id);
  const chosen = messages[randomInt(messages.length || 1)];
  if (!chosen) throw conflict('This campaign has no active message. Add one in the campaign editor.');
  const suppression = await suppressionOf(db, campaign.account_id, recipient);

  const now = new Date();
  let accepted: SendAccepted | undefined;
  for (let attempt = 1; !accepted; attempt++) {
    const composed = composeMessage(chosen.message, campaign.click_url);
    const status = suppression ? 'Suppressed' : 'Queued';
    try {
      const id = await db.transaction().execute(async (trx) => {
        const messageId = await insertMessage(trx, {
          accountId: campaign.account_id,
          campaignId: campaign.id,
          campaignMessageId: chosen.id,
          apiKeyId: caller.apiKeyId,
          source: caller.source,
          idempotencyKey: order.idempotencyKey ?? null,
          recipient,
          body: composed.body,
          segments: composed.segments,
          encoding: composed.encoding,
          shortCode: composed.shortCode,
          clickUrl: composed.shortCode ? campaign.click_url : null,
          status,
          suppression,
          createdAt: now,
        });
        await bumpCampaignStats(trx, {
          campaignId: campaign.id,
          accountId: campaign.account_id,
          at: now,
          counts: suppression ? { suppressed: 1 } : { queued: 1 },
        });
        return messageId;
      });
      accepted = {
        messageId: id,
        status,
        to: recipient,
        segments: composed.segments,
        encoding: composed.apiEncoding,
      };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (order.idempotencyKey) {
        // A parallel request with the same key won the race: answer what it did.
        const earlier = await findMessageByIdempotencyKey(db, campaign.account_id, order.idempotencyKey);
        if (earlier) return replay(earlier, campaignId, recipient);
      }
      if (attempt >= 3) throw error; // short-code collisions three times in a row: not a collision
    }
  }

  if (suppression) throw apiError(422, 'RECIPIENT_SUPPRESSED', SUPPRESSED_TEXT[suppression]);
  await enqueue(db, [accepted.messageId], log);
  return accepted;
}

/**
 * Hands messages to the send queue and records it. A failure here loses nothing: the message is written,
 * and the scheduled sweep queues every message that was never queued.
 */
export async function enqueue(db: DbOrTrx, messageIds: number[], log: Logger): Promise<void> {
  const queued: number[] = [];
  for (const messageId of messageIds) {
    try {
      await sendToQueue('OutboundMessages', { messageId });
      queued.push(messageId);
    } catch (error) {
      log.warn('could not queue message; the sweep will queue it', { messageId, ...errorFields(error) });
    }
  }
  try {
    await markEnqueued(db, queued, new Date());
  } catch (error) {
    log.warn('could not record queued messages', { messageIds: queued, ...errorFields(error) });
  }
}

function cellphoneOf(to: string, country: string): string {
  const code = country.toUpperCase() as Parameters<typeof toE164>[1];
  const e164 = toE164(to, code);
  if (!e164 || !isCellphone(e164, code)) {
    const where = regionNames.of(code) ?? code;
    throw badRequest(`"${to}" is not a valid cellphone number for ${where}.`, {
      to: [`Give a cellphone number valid for ${where}, e.g. in the form 0821234567 or +27821234567.`],
    });
  }
  return e164;
}

function ensureSendable(campaign: { type: number; status: number; archived: number }): void {
  const refuse = (message: string) => apiError(409, 'CAMPAIGN_NOT_SENDABLE', message);
  if (campaign.archived)
    throw refuse('This campaign is archived. Unarchive it and make it Active before sending.');
  if (campaign.type !== CAMPAIGN_TYPE.Transactional)
    throw refuse('This is not a transactional campaign: only transactional campaigns send through the API.');
  if (campaign.status !== CAMPAIGN_STATUS.Active)
    throw refuse('This campaign is Dormant. Make it Active in the campaign editor before sending.');
}

type Earlier = NonNullable<Awaited<ReturnType<typeof findMessageByIdempotencyKey>>>;

/** The first answer again, when the key was used for the same campaign and recipient. */
function replay(earlier: Earlier, campaignId: number, recipient: string): SendAccepted {
  if (earlier.campaign_id !== campaignId || earlier.recipient !== recipient) {
    throw apiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another campaign or recipient. Use a new key for a new message.',
    );
  }
  if (earlier.status === 'Suppressed')
    throw apiError(422, 'RECIPIENT_SUPPRESSED', SUPPRESSED_TEXT[earlier.suppression ?? 'Optout']);
  return {
    messageId: earlier.id,
    status: earlier.status,
    to: earlier.recipient,
    segments: earlier.segments,
    encoding: earlier.encoding === 'GSM7' ? 'GSM-7' : 'UCS-2',
  };
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';
}
