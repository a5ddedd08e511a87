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
  /** A replay of the call is queued or on its way (issue 31). */
  replayPending: z.boolean(),
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

// ---- replays (issue 31): one call, or the failed calls of a period, sent again -------------------------

/** How many failed calls one replay request queues at most. */
export const REPLAY_LIMIT = 1000;

/** A call's id as the history shows it, or as a partner knows it: its webhook-id (msg_1042). */
export const replayPathSchema = z.object({
  callId: z
    .string()
    .regex(/^(msg_)?[1-9][0-9]{0,15}$/, 'callId must be a call id (1042) or its webhook-id (msg_1042)')
    .transform((v) => Number(v.replace(/^msg_/, '')))
    .meta({ description: 'The call: its id, or its webhook-id (msg_1042).', example: 'msg_1042' }),
});

const instant = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `${what} must be a date and time such as 2026-11-29T00:00:00Z` })
    .transform((v) => new Date(v));

/** POST …/replay: the failed calls created from `from` to `to` (both included). */
export const replayFailedBodySchema = z
  .strictObject({
    from: instant('from').meta({
      description: 'The first creation time to include.',
      example: '2026-11-28T00:00:00Z',
    }),
    to: instant('to').meta({
      description: 'The last creation time to include.',
      example: '2026-11-28T23:59:59Z',
    }),
  })
  // Refinements run even when a date failed (zod 4): only two dates are compared.
  .refine((b) => !(b.from instanceof Date && b.to instanceof Date) || b.from.getTime() <= b.to.getTime(), {
    message: 'to must not be before from',
    path: ['to'],
  });

/** Both replay routes answer 202 with what was queued, in words as well. */
export const replayAnswerSchema = z.object({
  queued: z.number().int().meta({ description: 'How many calls were queued for a replay.' }),
  more: z.boolean().meta({
    description: `More failed calls in the period than one request queues (${REPLAY_LIMIT.toLocaleString('en-US')}): ask again for the next ones.`,
  }),
  message: z.string(),
});
export type ReplayAnswer = z.infer<typeof replayAnswerSchema>;

export const REPLAY_TEXTS = {
  one: 'The call was queued to be sent again.',
  pending: 'This call is already being sent or waiting to be sent, so it was not queued again.',
  none: 'There are no failed calls to replay in this period.',
  some: (n: number) =>
    `${n.toLocaleString('en-US')} failed ${n === 1 ? 'call was' : 'calls were'} queued to be sent again.`,
  capped: (n: number) =>
    `The first ${n.toLocaleString('en-US')} failed calls were queued to be sent again (at most ${REPLAY_LIMIT.toLocaleString('en-US')} at a time). Replay again to queue the rest.`,
} as const;
