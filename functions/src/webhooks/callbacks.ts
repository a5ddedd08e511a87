// The one way other areas raise a web-service callback: record it in the transaction that records the
// event (an outbox row, so a crash after the commit loses nothing), then dispatch it after the commit.
import { CALLBACK_EVENT_NAMES } from './callback-event-names';
import { z } from 'zod';
import type { DbOrTrx } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import type { CallbackEventType } from './webhooks.table';
import { findCampaignCallbackUrl, insertCall } from './webhooks.repository';

export interface CallbackEvent {
  accountId: number;
  campaignId: number;
  type: CallbackEventType;
  /** Unique per account for this event (e.g. `reply:123`, `reply:123:Lead`, `dr:456:DELIVERED`). */
  eventKey: string;
  occurredAt: Date;
  /** What the event carries (ids, numbers, texts); posted as the body's `data`. */
  data: Record<string, unknown>;
  /** The cellphone the event is about (the replying or receiving number), for SMS History by Cellphone. */
  cellphone?: string | null;
}

/** A message of the WebhookDeliveries queue. */
export const callbackQueueMessageSchema = z.object({ callId: z.number().int().positive() });

/**
 * Stores the callback when the campaign names a callback URL; returns the call's id to dispatch after the
 * commit, or null (no URL, or this event was already recorded).
 */
export async function recordCallback(db: DbOrTrx, event: CallbackEvent): Promise<number | null> {
  const callbackUrl = await findCampaignCallbackUrl(db, event.accountId, event.campaignId);
  if (!callbackUrl) return null;
  const payload = JSON.stringify({
    type: CALLBACK_EVENT_NAMES[event.type],
    timestamp: event.occurredAt.toISOString(),
    data: { campaignId: event.campaignId, ...event.data },
  });
  return insertCall(db, {
    accountId: event.accountId,
    campaignId: event.campaignId,
    cellphone: event.cellphone ?? null,
    type: event.type,
    eventKey: event.eventKey,
    callbackUrl,
    payload,
  });
}

/** A landing page's lead action (PostLead): the partner's URL, verb, content type and the body as configured. */
export interface PageLeadCall {
  accountId: number;
  /** `pagelead:{leadId}`: one call per lead. */
  eventKey: string;
  /** GET: the parameters are already in its query. */
  url: string;
  method: 'GET' | 'POST';
  /** Empty for a GET (no body). */
  contentType: string;
  body: string;
  cellphone: string | null;
}

/**
 * Records a page lead's call in the lead's transaction (the same outbox, delivery, signature, retries and
 * Webhooks History as campaign callbacks; no campaign). Returns its id to dispatch after the commit.
 */
export function recordPageLeadCallback(db: DbOrTrx, call: PageLeadCall): Promise<number | null> {
  return insertCall(db, {
    accountId: call.accountId,
    campaignId: null,
    cellphone: call.cellphone,
    type: 'PageLead',
    eventKey: call.eventKey,
    callbackUrl: call.url,
    payload: call.body,
    httpMethod: call.method,
    contentType: call.contentType,
  });
}

/**
 * After the commit: hands the calls to the delivery queue and answers the ids it queued. A failure loses
 * nothing; the scheduled sweep queues every due call that was not queued.
 */
export async function dispatchCallbacks(callIds: (number | null)[], log: Logger): Promise<number[]> {
  const queued: number[] = [];
  for (const callId of callIds) {
    if (callId === null) continue;
    try {
      await sendToQueue('WebhookDeliveries', { callId });
      queued.push(callId);
    } catch (error) {
      log.warn('could not queue callback; the sweep will queue it', { callId, ...errorFields(error) });
    }
  }
  return queued;
}
