import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { BODY_LIMITS } from '../platform/http/body-limit.middleware';
import { CALLBACK_EVENT_NAMES } from './callback-event-names';
import { registerPartnerOperation } from '../partner-api/partner-openapi';
import { deliveryReportCallbackSchema, replyCallbackSchema } from './callback-payloads.schemas';
import {
  REPLAY_LIMIT,
  REPLAY_TEXTS,
  replayAnswerSchema,
  replayFailedBodySchema,
  replayPathSchema,
  WEBHOOK_SUCCESS_BELOW,
} from './webhooks.schemas';

// The campaign callbacks a partner receives, as the OpenAPI document's `webhooks` (docs/partners/callbacks.md).

/** "immediately, then after 5 s, 5 min, 30 min, 2 h …": the configured schedule in words. */
export function scheduleInWords(schedule: readonly number[]): string {
  const words = (s: number) =>
    s === 0 ? 'immediately' : s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`;
  const [first, ...rest] = schedule;
  return `${words(first ?? 0)}, then after ${rest.map(words).join(', ')} (${schedule.length} attempts)`;
}

const signatureHeaders = z.object({
  'webhook-id': z.string().meta({
    description: "The call's id, the same on every retry: deduplicate on it.",
    example: 'msg_1042',
  }),
  'webhook-timestamp': z.string().meta({
    description: "The attempt's time in seconds since the epoch: refuse calls more than 5 minutes off.",
    example: '1764410100',
  }),
  'webhook-signature': z.string().meta({
    description:
      'Standard Webhooks: "v1," + base64(HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")), key = the base64-decoded part of your signing secret after "whsec_". Two signatures separated by a space for 24 hours after a rotation: accept the call when one matches.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  }),
});

export function registerCallbackWebhooks(registry: OpenAPIRegistry, retrySchedule: readonly number[]) {
  // Webhooks' schemas are not collected into components by themselves: registered here by name.
  registry.register('DeliveryReportCallback', deliveryReportCallbackSchema);
  registry.register('ReplyCallback', replyCallbackSchema);
  const retries = `Answer with any status under ${WEBHOOK_SUCCESS_BELOW} within the time-out. Anything else (an error status, a redirect, no answer, a refused connection) is retried: ${scheduleInWords(retrySchedule)}, then given up. Redirects are never followed. Every attempt is on Webhooks History in the app.`;
  const hook = (name: string, summary: string, text: string, schema: z.ZodType) =>
    registry.registerWebhook({
      method: 'post',
      path: name,
      operationId: `callback_${name.replaceAll('.', '_')}`,
      summary,
      description: `${text}\n\nPosted to the campaign's Callback URL (Replies step), signed the Standard Webhooks way with the account's webhook signing secret (Settings › Webhook signing secret). ${retries}`,
      tags: ['Callbacks'],
      request: { headers: signatureHeaders, body: { content: { 'application/json': { schema } } } },
      responses: {
        200: { description: `Received (any status under ${WEBHOOK_SUCCESS_BELOW}).` },
      },
    });
  hook(
    CALLBACK_EVENT_NAMES.DeliveryReport,
    'Delivery report',
    "The gateway's final report on a message the campaign sent: delivered or not.",
    deliveryReportCallbackSchema,
  );
  hook(
    CALLBACK_EVENT_NAMES.Reply,
    'Reply received',
    "A reply to one of the campaign's messages.",
    replyCallbackSchema,
  );
  hook(
    CALLBACK_EVENT_NAMES.Lead,
    'Reply classified as a lead',
    'A reply that a keyword (or a user in the inbox) classified as a lead.',
    replyCallbackSchema,
  );
  hook(
    CALLBACK_EVENT_NAMES.Optout,
    'Reply classified as an opt-out',
    "A reply that opted the number out of the account's messages.",
    replyCallbackSchema,
  );
}

const REPLAY_TEXT =
  'A replay is one new attempt through the same delivery as the first: the same body and `webhook-id`, a new `webhook-timestamp` and signature, the same address checks and time-out. It is not retried; it is recorded as an attempt on Webhooks History. A call still being delivered (waiting for a retry) or already queued for a replay is not queued again.';

/** The partner routes that send callbacks again (docs/partners/callbacks.md). */
export function registerReplayOperations(registry: OpenAPIRegistry) {
  const answer = replayAnswerSchema.meta({ id: 'ReplayAnswer' });
  registerPartnerOperation(registry, {
    method: 'post',
    path: '/callbacks/{callId}/replay',
    operationId: 'replayCallback',
    summary: 'Send one callback again',
    description: `Sends one of the account's callbacks again, delivered or not, to the URL it was made for. ${REPLAY_TEXT}`,
    request: { params: replayPathSchema },
    success: {
      status: 202,
      description: `Queued (\`queued\` 1), or already on its way (\`queued\` 0: "${REPLAY_TEXTS.pending}").`,
      schema: answer,
    },
    refusals: [
      {
        status: 404,
        description: "No such call in the key's account.",
        examples: [{ code: 'NOT_FOUND', message: 'The web-hook call was not found.' }],
      },
    ],
    tag: 'Callbacks',
  });
  registerPartnerOperation(registry, {
    method: 'post',
    path: '/callbacks/replay',
    operationId: 'replayFailedCallbacks',
    summary: 'Send the failed callbacks of a period again',
    description: `Sends again every failed callback of the account created from \`from\` to \`to\`: given up after its last retry, or whose last replay failed. Calls still waiting for a retry are left to their schedule. At most ${REPLAY_LIMIT.toLocaleString('en-US')} a request (the oldest first); \`more\` says whether more are left: ask again for the next ones. ${REPLAY_TEXT}`,
    request: { body: replayFailedBodySchema.meta({ id: 'ReplayFailedRequest' }) },
    maxBodyBytes: BODY_LIMITS.partnerSend,
    success: { status: 202, description: 'How many calls were queued.', schema: answer },
    refusals: [],
    tag: 'Callbacks',
  });
}
