import { db } from '../../platform/db/database';
import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { defineRoute } from '../../platform/http/route';
import { sendCallerOf } from '../send-request';
import { acceptBatchRequest } from '../send-batch';
import { batchSendBodySchema, sendPathSchema } from '../sending.schemas';

/** A partner's batch send: up to 500 recipients in one call, one result each (207). */
export const handler = defineRoute(
  {
    name: 'POST /api/campaigns/sms/{campaignId}/sms/send/batch',
    access: 'apiKey',
    path: sendPathSchema,
    body: batchSendBodySchema,
    maxBodyBytes: BODY_LIMITS.partnerBatch,
  },
  async ({ path, body, partner, log }) => ({
    status: 207,
    body: await acceptBatchRequest(db(), sendCallerOf(partner), path.campaignId, body, log),
  }),
);
