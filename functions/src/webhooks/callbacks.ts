// The one way other areas raise a web-service callback: record it in the transaction that records the
// event (an outbox row, so a crash after the commit loses nothing), then dispatch it after the commit.
import type { DbOrTrx } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import type { CallbackEventType } from './webhooks.table';

/** The event names in a callback body's `type` (Standard Webhooks' dotted style). */
export const CALLBACK_EVENT_NAMES: Record<CallbackEventType, string> = {
  Reply: 'sms.reply.received',
  Lead: 'sms.reply.lead',
  Optout: 'sms.reply.optout',
  DeliveryReport: 'sms.delivery_report',
};

export interface CallbackEvent {
  accountId: number;
  campaignId: number;
  type: CallbackEventType;
  /** Unique per account for this event (e.g. `reply:123`, `reply:123:Lead`, `dr:456:DELIVERED`). */
  eventKey: string;
  occurredAt: Date;
  /** What the event carries (ids, numbers, texts); posted as the body's `data`. */
  data: Record<string, unknown>;
}

/**
 * Stores the callback when the campaign names a callback URL; returns the call's id to dispatch after the
 * commit, or null (no URL, or this event was already recorded).
 */
export async function recordCallback(db: DbOrTrx, event: CallbackEvent): Promise<number | null> {
  const campaign = await db
    .selectFrom('sms_campaigns')
    .select('callback_url')
    .where('id', '=', event.campaignId)
    .where('account_id', '=', event.accountId)
    .executeTakeFirst();
  if (!campaign?.callback_url) return null;
  const payload = JSON.stringify({
    type: CALLBACK_EVENT_NAMES[event.type],
    timestamp: event.occurredAt.toISOString(),
    data: { campaignId: event.campaignId, ...event.data },
  });
  const result = await db
    .insertInto('webhook_calls')
    .ignore()
    .values({
      account_id: event.accountId,
      campaign_id: event.campaignId,
      event_type: event.type,
      event_key: event.eventKey,
      callback_url: campaign.callback_url,
      payload,
      next_attempt_at: new Date(),
      enqueued_at: null,
      sent_at: null,
      last_status_code: null,
      last_error: null,
    })
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows ? Number(result.insertId) : null;
}

/**
 * After the commit: hands the calls to the delivery queue. A failure loses nothing; the scheduled sweep
 * queues every due call that was not queued.
 */
export async function dispatchCallbacks(callIds: (number | null)[], log: Logger): Promise<void> {
  for (const callId of callIds) {
    if (callId === null) continue;
    try {
      await sendToQueue('WebhookDeliveries', { callId });
    } catch (error) {
      log.warn('could not queue callback; the sweep will queue it', { callId, ...errorFields(error) });
    }
  }
}
