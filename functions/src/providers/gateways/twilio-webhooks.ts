// What Twilio posts to the product: status callbacks of messages we sent (the StatusCallback URL given with
// each message) and messages from handsets (the number's incoming-message webhook), both
// application/x-www-form-urlencoded and signed with X-Twilio-Signature: base64 HMAC-SHA1, keyed with the
// account's auth token, over the full URL Twilio called followed by every POST parameter, sorted by name, as
// name + value (twilio.com/docs/usage/webhooks/webhooks-security). Unknown parameters are kept in the signed
// text and otherwise ignored: Twilio adds parameters without notice.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookBodyError } from './bulksms-webhooks';
import type { DeliveryReport, InboundSms } from './sms-gateway';

/** A form body's parameters in order: a name may repeat (Twilio signs each of its values). */
export type FormParams = [string, string][];

export const formParamsOf = (body: string): FormParams => [...new URLSearchParams(body).entries()];

/** The X-Twilio-Signature Twilio computes for a POST to `url` with these parameters. */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const sorted = [...params].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** True when the signature is the one Twilio computes for this URL and body (compared in constant time). */
export function verifyTwilioSignature(
  authToken: string | null,
  signature: string | undefined,
  url: string,
  params: FormParams,
): boolean {
  // An unknown provider is checked against a random key, so a refusal takes the same path either way.
  const expected = Buffer.from(twilioSignature(authToken ?? UNKNOWN_KEY, url, params));
  const given = Buffer.from(signature ?? '');
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  return same && authToken !== null;
}
const UNKNOWN_KEY = createHmac('sha1', String(Math.random())).digest('hex');

const base = (apiHost: string) => apiHost.replace(/\/+$/, '');

/**
 * The StatusCallback URL sent with a message: our message id rides in it (`ref`), so a status that arrives
 * before the send worker stored Twilio's MessageSid still finds its message (as BulkSMS's userSuppliedId).
 */
export const twilioStatusCallbackUrl = (apiHost: string, providerId: number, reference: string) =>
  `${base(apiHost)}/webhooks/twilio/${providerId}/status?ref=${encodeURIComponent(reference)}`;

/** The URL to set as the Twilio number's (or Messaging Service's) incoming-message webhook, HTTP POST. */
export const twilioInboundUrl = (apiHost: string, providerId: number) =>
  `${base(apiHost)}/webhooks/twilio/${providerId}/inbound`;

const get = (params: FormParams, name: string) => params.find(([n]) => n === name)?.[1];
const SID = /^(SM|MM|SB)[0-9a-zA-Z]{8,64}$/;

/** Twilio's message statuses: delivered, finally failed, or on its way (null). */
export function twilioDeliveredOf(status: string): boolean | null {
  if (status === 'delivered' || status === 'read') return true;
  if (status === 'undelivered' || status === 'failed' || status === 'canceled') return false;
  return null; // accepted, scheduled, queued, sending, sent, partially_delivered, receiving, received
}

/** The report in a status callback; the ErrorCode (30003 unreachable handset …) joins the status text. */
export function parseTwilioStatusCallback(
  params: FormParams,
  reference: string | null,
  receivedAt = new Date(),
): DeliveryReport {
  const sid = get(params, 'MessageSid') ?? get(params, 'SmsSid');
  const status = (get(params, 'MessageStatus') ?? get(params, 'SmsStatus') ?? '').toLowerCase();
  if (!sid || !SID.test(sid)) throw new WebhookBodyError('MessageSid is missing or not a message SID.');
  if (!/^[a-z_]{1,30}$/.test(status)) throw new WebhookBodyError('MessageStatus is missing.');
  const errorCode = get(params, 'ErrorCode');
  const code = errorCode && /^\d{1,6}$/.test(errorCode) ? errorCode : null;
  return {
    providerMessageId: sid,
    status: code ? `${status}.${code}` : status,
    delivered: twilioDeliveredOf(status),
    reportedAt: receivedAt,
    userSuppliedId: reference && /^[1-9]\d{0,19}$/.test(reference) ? reference : null,
  };
}

/** A handset's message from the incoming-message webhook (Twilio does not link it to what we sent). */
export function parseTwilioInbound(params: FormParams, receivedAt = new Date()): InboundSms {
  const sid = get(params, 'MessageSid') ?? get(params, 'SmsMessageSid');
  const from = get(params, 'From');
  if (!sid || !SID.test(sid)) throw new WebhookBodyError('MessageSid is missing or not a message SID.');
  if (!from) throw new WebhookBodyError('From is missing.');
  return {
    providerMessageId: sid,
    from: from.replace(/^sms:/, ''),
    to: (get(params, 'To') ?? '').replace(/^sms:/, ''),
    body: get(params, 'Body') ?? '',
    receivedAt,
    relatedSentMessageId: null,
  };
}
