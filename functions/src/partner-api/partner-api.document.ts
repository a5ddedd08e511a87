import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerSendOperations } from '../sending/sending.openapi';
import { registerCallbackWebhooks, registerReplayOperations } from '../webhooks/callbacks.openapi';
import { BODY_LIMITS, formatBytes } from '../platform/http/body-limit.middleware';
import { registerSecuritySchemes, RATE_LIMIT_TEXT } from './partner-openapi';

const DESCRIPTION = `The platform's API for partners' systems: send SMS from a transactional campaign, and receive its delivery reports and replies as signed callbacks (and have failed ones sent again).

**Keys.** Create one in Settings › API keys and send it as \`Authorization: Bearer pk_live_…\` or \`X-Api-Key\`.

**Errors.** Every answer that is not 2xx has the body \`{error: {code, message, requestId, fields?}}\`; switch on \`code\`.

**Unknown fields are refused.** A body or query field the operation does not define is answered 400 VALIDATION_FAILED, with \`error.fields\` naming each unknown field; nothing is sent.

**Body limits.** Each operation takes a body of at most the size it states (the single send ${formatBytes(BODY_LIMITS.partnerSend, true)}, the batch send ${formatBytes(BODY_LIMITS.partnerBatch, true)}), counted as sent; a larger one is answered 413 PAYLOAD_TOO_LARGE before it is read.

**Rate limits.** ${RATE_LIMIT_TEXT}`;

/** The partner API's OpenAPI 3.1 document, for the given API host (the server every path is under). */
export function partnerApiDocument(apiHost: string, retrySchedule: readonly number[]) {
  const registry = new OpenAPIRegistry();
  registerSecuritySchemes(registry);
  registerSendOperations(registry);
  registerCallbackWebhooks(registry, retrySchedule);
  registerReplayOperations(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Partner API', version: '1', description: DESCRIPTION },
    servers: [{ url: apiHost, description: 'This platform' }],
    tags: [
      { name: 'Sending', description: 'Send SMS from a transactional campaign.' },
      {
        name: 'Callbacks',
        description:
          "What the platform posts to a campaign's Callback URL, and how to have calls sent again.",
      },
    ],
  });
}
