import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { sendCallerOf, sendOrderOf } from '../send-request';
import { acceptSend } from '../send.service';
import { sendPathSchema, sendQuerySchema } from '../sending.schemas';

/** The partner send URL the campaign editor advertises: GET …/sms/send?apikey=…&to=… */
export const handler = defineRoute(
  {
    name: 'GET /api/campaigns/sms/{campaignId}/sms/send',
    access: 'apiKey',
    maxBodyBytes: BODY_LIMITS.partnerSend,
    path: sendPathSchema,
    query: sendQuerySchema,
  },
  async ({ path, query, partner, event, log }) =>
    accepted(await acceptSend(db(), sendCallerOf(partner), path.campaignId, sendOrderOf(event, query), log)),
);
