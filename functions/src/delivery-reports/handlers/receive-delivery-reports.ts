import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { deliveryReportsBodySchema, deliveryReportsPathSchema } from '../delivery-reports.schemas';
import { receiveDeliveryReports } from '../delivery-reports.service';

export const handler = defineRoute(
  {
    name: 'POST /api/webhooks/sms/{providerId}/delivery-reports',
    access: 'public',
    maxBodyBytes: BODY_LIMITS.providerWebhook,
    path: deliveryReportsPathSchema,
    body: deliveryReportsBodySchema,
  },
  async ({ path, body, event, log }) =>
    ok(await receiveDeliveryReports(db(), { providerId: path.providerId, request: event, body, log })),
);
