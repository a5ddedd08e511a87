import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { registerPartnerOperation, type Refusal } from '../partner-api/partner-openapi';
import { BODY_LIMITS } from '../platform/http/body-limit.middleware';
import {
  BATCH_SEND_MAX,
  batchRecipientSchema,
  batchSendAnsweredSchema,
  idempotencyKeySchema,
  sendAcceptedSchema,
  sendBodySchema,
  sendPathSchema,
  sendQuerySchema,
} from './sending.schemas';

// The send endpoints in the partner API's OpenAPI document (served at {apiHost}/openapi.json), from the very
// schemas the handlers validate with. A new partner route adds one registerPartnerOperation call here.

const accepted = sendAcceptedSchema.meta({ id: 'SendAccepted' });

const idempotencyHeader = z.object({
  'Idempotency-Key': idempotencyKeySchema.optional().meta({
    description:
      'Makes the call safe to retry: a retry with the same key answers the first answer and sends nothing again (the GET form: the reference parameter).',
    example: 'order-1042-confirmation',
  }),
});

/** What a send refuses besides the shared refusals (the same codes the batch gives per recipient). */
export const SEND_REFUSALS: Refusal[] = [
  {
    status: 404,
    description: "No such campaign in the key's account.",
    examples: [{ code: 'NOT_FOUND', message: 'The campaign was not found.' }],
  },
  {
    status: 409,
    description:
      'The campaign cannot send now: Dormant, archived, not transactional, or without an active message.',
    examples: [
      {
        code: 'CAMPAIGN_NOT_SENDABLE',
        message: 'This campaign is Dormant. Make it Active in the campaign editor before sending.',
      },
      { code: 'CONFLICT', message: 'This campaign has no active message. Add one in the campaign editor.' },
    ],
  },
  {
    status: 422,
    description:
      "RECIPIENT_SUPPRESSED: the recipient opted out or is on the account's DMA opt-out list (nothing is sent; it is recorded as a Suppressed message). IDEMPOTENCY_KEY_REUSED: the key was used before for another campaign or number.",
    examples: [
      {
        code: 'RECIPIENT_SUPPRESSED',
        message: 'This recipient opted out of your messages, so nothing was sent.',
      },
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This idempotency key was already used for another campaign or recipient. Use a new key for a new message.',
      },
    ],
  },
];

const SEND_TEXT =
  "Sends one SMS of the transactional campaign to one recipient: one of the campaign's active messages (picked at random), #CLICKURL# replaced by the message's own short link, and its merge fields (#FIRSTNAME#, #FIRSTNAME|there#) filled from `fields`. The number may be typed as people type it; it must be a cellphone number valid for the account's country. The campaign must be Active.";

export function registerSendOperations(registry: OpenAPIRegistry) {
  const success = {
    status: 202,
    description:
      'Accepted and queued (or, for a retry with the same idempotency key, the first answer again).',
    schema: accepted,
  };
  registerPartnerOperation(registry, {
    method: 'post',
    path: '/campaigns/sms/{campaignId}/sms/send',
    operationId: 'sendSms',
    summary: 'Send one SMS',
    description: SEND_TEXT,
    request: { params: sendPathSchema, headers: idempotencyHeader, body: sendBodySchema },
    maxBodyBytes: BODY_LIMITS.partnerSend,
    success,
    refusals: SEND_REFUSALS,
  });
  registerPartnerOperation(registry, {
    method: 'get',
    path: '/campaigns/sms/{campaignId}/sms/send',
    operationId: 'sendSmsGet',
    summary: 'Send one SMS (GET form)',
    description: `${SEND_TEXT}\n\nThe GET form the campaign editor shows; \`reference\` plays the idempotency key. Prefer the POST: URLs end up in proxies' logs.`,
    request: { params: sendPathSchema, query: sendQuerySchema.omit({ apikey: true }) },
    success,
    refusals: SEND_REFUSALS,
  });
  registerPartnerOperation(registry, {
    method: 'post',
    path: '/campaigns/sms/{campaignId}/sms/send/batch',
    operationId: 'sendSmsBatch',
    summary: 'Send up to 500 SMS in one call',
    description:
      "Up to 500 recipients of the transactional campaign in one call, accepted in one transaction and counted as one request against the key's limit. The answer has one result per recipient, in the order sent: accepted (as the single send's 202 body), or refused with the single send's HTTP status, code, text and fields (400 for a missing or invalid number, an unknown field or invalid `fields` in the entry, 409 for every recipient of a campaign that cannot send, 422 RECIPIENT_SUPPRESSED or IDEMPOTENCY_KEY_REUSED). Each entry's reference is its idempotency key: a recipient whose reference was used before for the same campaign and number (earlier, or earlier in the same call) answers what the first use did.",
    request: {
      params: sendPathSchema,
      body: z
        .strictObject({ recipients: z.array(batchRecipientSchema).min(1).max(BATCH_SEND_MAX) })
        .meta({ id: 'BatchSendRequest' }),
    },
    maxBodyBytes: BODY_LIMITS.partnerBatch,
    success: {
      status: 207,
      description: 'One result per recipient, in the order sent.',
      schema: batchSendAnsweredSchema.meta({ id: 'BatchSendAnswered' }),
    },
    refusals: SEND_REFUSALS.filter((r) => r.status === 404),
  });
}
