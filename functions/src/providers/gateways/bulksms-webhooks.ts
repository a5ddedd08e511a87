// What BulkSMS posts to a webhook: a JSON array of message objects, the same shape as GET /messages
// answers. A SENT webhook gets status updates of messages we sent; a RECEIVED webhook gets messages
// from handsets. Unknown properties are ignored, as BulkSMS asks of its clients.
import { z } from 'zod';
import type { DeliveryReport, InboundSms } from './sms-gateway';

/** The body is not what BulkSMS sends; the webhook answers 400 (BulkSMS then discards that message). */
export class WebhookBodyError extends Error {
  override name = 'WebhookBodyError';
}

/** BulkSMS sends at most 10 messages per call (invokeOption MANY); anything far bigger is not BulkSMS. */
const MAX_MESSAGES = 1000;

const providerId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^[\x21-\x7e]{1,64}$/, 'id: 1 to 64 printable ASCII characters'));

const messageSchema = z.object({
  id: providerId,
  type: z.enum(['SENT', 'RECEIVED']),
  from: z.union([z.string(), z.object({ address: z.string() })]).nullish(),
  to: z.string().nullish(),
  body: z.string().nullish(),
  status: z.object({
    id: z.string().nullish(),
    type: z.string().regex(/^[A-Z_]{1,20}$/),
    // "null" is how the status id spells a missing subtype (SENT.null); some bodies may carry it here too.
    subtype: z.union([z.literal('null'), z.string().regex(/^[A-Z_]{1,19}$/)]).nullish(),
  }),
  submission: z.object({ id: z.string().nullish(), date: z.string().nullish() }).nullish(),
  userSuppliedId: z.string().max(20).nullish(),
  relatedSentMessageId: z.union([z.string(), z.number()]).nullish(),
});
type BulkSmsMessage = z.infer<typeof messageSchema>;

function parseMessages(body: unknown): BulkSmsMessage[] {
  if (!Array.isArray(body)) throw new WebhookBodyError('The body must be a JSON array of messages.');
  if (body.length > MAX_MESSAGES) throw new WebhookBodyError(`At most ${MAX_MESSAGES} messages per call.`);
  return body.map((item, index) => {
    const parsed = messageSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new WebhookBodyError(
        `Message ${index}: ${issue?.path.join('.') || 'message'} ${issue?.message ?? 'is invalid'}`,
      );
    }
    return parsed.data;
  });
}

/** The status as one text: DELIVERED, SENT, FAILED.EXPIRED ("null" subtypes dropped). */
export function statusTextOf(status: { type: string; subtype?: string | null }): string {
  return status.subtype && status.subtype !== 'null' ? `${status.type}.${status.subtype}` : status.type;
}

/** Final outcome of a status type: delivered, finally failed, or still on its way (null). */
export function deliveredOf(type: string): boolean | null {
  if (type === 'DELIVERED') return true;
  if (type === 'FAILED') return false;
  return null; // ACCEPTED, SCHEDULED, SENT, UNKNOWN
}

/** A number as E.164 when it is one (BulkSMS may leave out the +); other senders as they came. */
function e164(address: string | { address: string } | null | undefined): string {
  const raw = (typeof address === 'string' ? address : (address?.address ?? '')).replace(/[\s-]/g, '');
  return /^\+?[1-9]\d{5,14}$/.test(raw) ? `+${raw.replace(/^\+/, '')}` : raw;
}

function dateOf(text: string | null | undefined, fallback: Date): Date {
  const time = text ? Date.parse(text) : NaN;
  return Number.isFinite(time) ? new Date(time) : fallback;
}

/**
 * The delivery reports in a SENT webhook's body. BulkSMS's message object has no time of the status
 * change, so a report is dated when it arrived. RECEIVED messages in the body are skipped.
 */
export function parseDeliveryReports(body: unknown, receivedAt = new Date()): DeliveryReport[] {
  return parseMessages(body)
    .filter((m) => m.type === 'SENT')
    .map((m) => ({
      providerMessageId: m.id,
      status: statusTextOf(m.status),
      delivered: deliveredOf(m.status.type),
      reportedAt: receivedAt,
      userSuppliedId: m.userSuppliedId || null,
    }));
}

/** The messages from handsets in a RECEIVED webhook's body (functions/src/inbound/ stores them). */
export function parseInboundMessages(body: unknown, receivedAt = new Date()): InboundSms[] {
  return parseMessages(body)
    .filter((m) => m.type === 'RECEIVED')
    .map((m) => ({
      providerMessageId: m.id,
      from: e164(m.from),
      to: e164(m.to),
      body: m.body ?? '',
      receivedAt: dateOf(m.submission?.date, receivedAt),
      relatedSentMessageId: m.relatedSentMessageId == null ? null : String(m.relatedSentMessageId),
    }));
}
