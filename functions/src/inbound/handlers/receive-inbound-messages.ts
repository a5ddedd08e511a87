import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { inboundBodySchema, inboundPathSchema } from '../inbound.schemas';
import { receiveInboundMessages } from '../inbound.service';

export const handler = defineRoute(
  {
    name: 'POST /api/webhooks/sms/{providerId}/inbound',
    access: 'public',
    maxBodyBytes: BODY_LIMITS.providerWebhook,
    path: inboundPathSchema,
    body: inboundBodySchema,
  },
  async ({ path, body, event, log }) =>
    ok(await receiveInboundMessages(db(), { providerId: path.providerId, request: event, body, log })),
);
