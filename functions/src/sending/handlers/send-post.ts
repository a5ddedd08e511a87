import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { sendCallerOf, sendOrderOf } from '../send-request';
import { acceptSend } from '../send.service';
import { sendBodySchema, sendPathSchema } from '../sending.schemas';

/** The same send as a POST with a JSON body and the key in a header (keys in URLs end up in logs). */
export const handler = defineRoute(
  {
    name: 'POST /api/campaigns/sms/{campaignId}/sms/send',
    access: 'apiKey',
    maxBodyBytes: BODY_LIMITS.partnerSend,
    path: sendPathSchema,
    body: sendBodySchema,
  },
  async ({ path, body, partner, event, log }) =>
    accepted(await acceptSend(db(), sendCallerOf(partner), path.campaignId, sendOrderOf(event, body), log)),
);
