import { z } from 'zod';
import type { CallbackEventType } from './webhooks.table';

// Web-service callbacks: the campaign's callback URL (Replies step), the Webhooks History screen and its
// calls (spec 3 §2.9, §3 Webhook call record, §7, §9), and the signing secret in Settings.

export const CALLBACK_URL_MAX = 2000;
/** How many of the account's most recent calls the history shows ('Showing last N calls out of total'). */
export const WEBHOOK_HISTORY_LIMIT = 500;
/** Spec 3 §9: a call succeeded when its status code is under 300. */
export const WEBHOOK_SUCCESS_BELOW = 300;
/** A rotated-away secret still signs (beside the new one) for this long. */
export const PREVIOUS_SECRET_VALID_HOURS = 24;

export const CALLBACK_URL_TEXTS = {
  invalid: 'Please enter a valid URL starting with http:// or https://',
  tooLong: `The callback URL can have at most ${CALLBACK_URL_MAX} characters.`,
  credentials: 'The callback URL cannot contain a user name or password.',
  notPublic:
    'This URL points to a private, loopback or link-local network address. Callbacks can only be sent to addresses on the public internet.',
  notFound: (host: string) =>
    `The host name ${host} could not be found. Check the callback URL, or try again if its DNS was just changed.`,
} as const;

/** An absolute http or https URL with a host, no spaces and no credentials; the reason when it is not. */
export function callbackUrlProblem(value: string): string | null {
  if (value.length > CALLBACK_URL_MAX) return CALLBACK_URL_TEXTS.tooLong;
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return CALLBACK_URL_TEXTS.invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return CALLBACK_URL_TEXTS.invalid;
  }
  if (!url.hostname) return CALLBACK_URL_TEXTS.invalid;
  if (url.username || url.password) return CALLBACK_URL_TEXTS.credentials;
  return null;
}

/** The Replies step's optional callback URL: empty means none (null). */
export const callbackUrlSchema = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    const problem = v === null ? null : callbackUrlProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What a callback reports (webhook_calls.event_type). */
export const callbackTypeSchema = z.enum([
  'Reply',
  'Lead',
  'Optout',
  'DeliveryReport',
  'PageLead',
] as const satisfies CallbackEventType[]);
export type CallbackType = z.infer<typeof callbackTypeSchema>;

/** One row of GET /api/web-hooks/history (spec 3 §3 Webhook call record, plus the last error's text). */
export const webhookCallRowSchema = z.object({
  id: z.number().int(),
  type: callbackTypeSchema,
  callbackUrl: z.string(),
  requestHttpMethod: z.string(),
  requestContentType: z.string(),
  sendAttempts: z.number().int(),
  sent: z.boolean(),
  lastStatusCode: z.number().int().nullable(),
  /** The status code's reason phrase (e.g. 'Internal Server Error'); 'No response' after a failed attempt without one. */
  statusCodeString: z.string().nullable(),
  /** Why the last attempt failed (time-out, refused connection, redirect, refused address), or null. */
  lastError: z.string().nullable(),
  dateCreated: z.string(),
  dateSent: z.string().nullable(),
  /** When the next attempt is due; null once sent or given up. */
  dateToBeSent: z.string().nullable(),
});
export type WebhookCallRow = z.infer<typeof webhookCallRowSchema>;

/** GET /api/web-hooks/history: the last calls (newest first) and how many the account has in all. */
export const webhookHistorySchema = z.object({
  data: z.object({ rows: z.array(webhookCallRowSchema), totalRows: z.number().int() }),
  totalCount: z.number().int(),
});
export type WebhookHistory = z.infer<typeof webhookHistorySchema>;

/** GET /api/web-hooks/request-details?webhookQueueId={id}. */
export const requestDetailsQuerySchema = z.object({
  webhookQueueId: z.coerce
    .number({ error: 'webhookQueueId must be a number' })
    .int('webhookQueueId must be a whole number')
    .positive('webhookQueueId must be a positive number'),
});
/** The answer: the raw request text (request line, headers, blank line, body). */
export const requestDetailsSchema = z.string();

/** GET and POST /api/settings/webhook-secret: the account's signing secret (whsec_…). */
export const webhookSecretSchema = z.object({
  secret: z.string(),
  /** After a rotation: until when calls are also signed with the previous secret. */
  previousSecretValidUntil: z.string().nullable(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;
