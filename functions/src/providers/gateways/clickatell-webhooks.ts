// What Clickatell's One API posts to the product: the integration's status callback (message status updates)
// and its reply callback (messages from handsets), both JSON `{integrationId, integrationName, event: {...}}`
// with `event.messageStatusUpdate[]` or `event.moText[]`. Clickatell signs nothing, so each URL carries the
// provider's own webhook secret (`?secret=`, checked as BulkSMS's: ./webhook-secret.ts). Clickatell may add
// event types and fields without notice: unknown ones are ignored; a call with no event we read is answered
// 200 with nothing stored (a 4xx would only make Clickatell retry it).
import { WebhookBodyError } from './bulksms-webhooks';
import type { DeliveryReport, InboundSms } from './sms-gateway';

const base = (apiHost: string) => apiHost.replace(/\/+$/, '');
const withSecret = (url: string, secret: string) => `${url}?secret=${encodeURIComponent(secret)}`;

/** The URL to paste as the integration's status callback (HTTP POST), carrying the provider's secret. */
export const clickatellStatusUrl = (apiHost: string, providerId: number, secret: string) =>
  withSecret(`${base(apiHost)}/webhooks/clickatell/${providerId}/status`, secret);

/** The URL to paste as the integration's reply callback (HTTP POST), carrying the provider's secret. */
export const clickatellInboundUrl = (apiHost: string, providerId: number, secret: string) =>
  withSecret(`${base(apiHost)}/webhooks/clickatell/${providerId}/inbound`, secret);

/** Clickatell's One API statuses (its Message Status Table): delivered, finally failed, or on its way (null). */
export function clickatellDeliveredOf(status: string): boolean | null {
  if (status === 'DEVICE_ACK' || status === 'READ') return true;
  // QUEUED, SCHEDULED, SENT_TO_SUPPLIER and UNKNOWN (not found yet) are progress; every error status is final.
  if (['UNKNOWN', 'QUEUED', 'SCHEDULED', 'SENT_TO_SUPPLIER'].includes(status)) return null;
  return false;
}

/** The statuses by their codes, for a callback that names only the code. */
const STATUS_BY_CODE: Record<number, string> = {
  1: 'UNKNOWN',
  2: 'QUEUED',
  3: 'SCHEDULED',
  4: 'SENT_TO_SUPPLIER',
  5: 'DEVICE_ACK',
  6: 'READ',
  20: 'EXPIRED',
  21: 'STOPPED_BY_USER',
  22: 'STOPPED_BY_ADMIN',
  23: 'DELIVERY_FAILURE',
  24: 'EMULATED',
  25: 'INSUFFICIENT_ACCOUNT_BALANCE',
  26: 'VOLUME_LIMIT',
  27: 'VOLUME_LIMIT_DAILY',
  28: 'VOLUME_LIMIT_MONTHLY',
  29: 'RECIPIENT_DOES_NOT_EXIST',
  100: 'ROUTING_ERROR',
};

function eventOf(body: unknown, name: string): Record<string, unknown>[] {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new WebhookBodyError('The body is not a Clickatell callback (a JSON object).');
  const event = (body as { event?: unknown }).event;
  if (!event || typeof event !== 'object') throw new WebhookBodyError('event is missing.');
  const list = (event as Record<string, unknown>)[name];
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new WebhookBodyError(`event.${name} is not a list.`);
  return list.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object');
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const MESSAGE_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** Clickatell's millisecond timestamp (or an ISO date), else when the call arrived. */
function dateOf(value: unknown, fallback: Date): Date {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (Number.isFinite(ms) && ms > 0) return new Date(ms);
  const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? new Date(parsed) : fallback;
}

/**
 * The reports of a status callback: `messageId` (the apiMessageId of the send), `clientMessageId` (our
 * message id), `status` (or only `statusCode`), `timestamp` in milliseconds. The status text keeps the code
 * of an error status (e.g. `EXPIRED.20`), as Twilio's keep theirs.
 */
export function parseClickatellStatusCallback(body: unknown, receivedAt = new Date()): DeliveryReport[] {
  return eventOf(body, 'messageStatusUpdate').map((e) => {
    const id = text(e.messageId);
    if (!id || !MESSAGE_ID.test(id)) throw new WebhookBodyError('messageId is missing or not a message id.');
    const code = typeof e.statusCode === 'number' ? e.statusCode : Number(text(e.statusCode) ?? NaN);
    const named =
      text(e.status)?.toUpperCase() ?? (Number.isInteger(code) ? STATUS_BY_CODE[code] : undefined);
    if (!named || !/^[A-Z_]{1,60}$/.test(named)) throw new WebhookBodyError('status is missing.');
    const delivered = clickatellDeliveredOf(named);
    const ref = text(e.clientMessageId);
    return {
      providerMessageId: id,
      status: delivered === false && Number.isInteger(code) ? `${named}.${code}` : named,
      delivered,
      reportedAt: dateOf(e.timestamp, receivedAt),
      userSuppliedId: ref && /^[1-9]\d{0,19}$/.test(ref) ? ref : null,
    };
  });
}

/** International digits as E.164 (Clickatell writes numbers without the `+`). */
const e164 = (value: string) => (/^\d{6,15}$/.test(value) ? `+${value}` : value);

/**
 * The messages of a reply callback's `moText` (SMS only; media and other channels are ignored): `messageId`,
 * `from`, `to`, `content`, `timestamp`, and `relatedMessageId`, the apiMessageId of the message replied to.
 * The older "reply callback" names (`fromNumber`, `toNumber`, `text`, `replyMessageId`) are read too.
 */
export function parseClickatellInbound(body: unknown, receivedAt = new Date()): InboundSms[] {
  return eventOf(body, 'moText')
    .filter((e) => e.channel === undefined || String(e.channel).trim().toLowerCase() === 'sms')
    .map((e) => {
      const id = text(e.messageId) ?? text(e.replyMessageId);
      const from = text(e.from) ?? text(e.fromNumber);
      if (!id || !MESSAGE_ID.test(id))
        throw new WebhookBodyError('messageId is missing or not a message id.');
      if (!from) throw new WebhookBodyError('from is missing.');
      const related = text(e.relatedMessageId);
      return {
        providerMessageId: id,
        from: e164(from.replace(/^\+/, '')),
        to: e164((text(e.to) ?? text(e.toNumber) ?? '').replace(/^\+/, '')),
        body: text(e.content) ?? text(e.text) ?? '',
        receivedAt: dateOf(e.timestamp, receivedAt),
        relatedSentMessageId: related && MESSAGE_ID.test(related) ? related : null,
      };
    });
}
