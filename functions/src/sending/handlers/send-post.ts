import { z } from 'zod';
import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { tenantScopeFor } from '../../platform/tenancy';
import { authenticatePartner } from '../partner-auth';
import { sendOrderFromBody } from '../send-request';
import { acceptSend } from '../send.service';
import { sendPathSchema } from '../sending.schemas';

// The body is validated only once the key is accepted (z.unknown() here), like the GET's query.
/** The same send as a POST with a JSON body and the key in a header (keys in URLs end up in logs). */
export const handler = defineRoute(
  {
    name: 'POST /api/campaigns/sms/{campaignId}/sms/send',
    access: 'public',
    path: sendPathSchema,
    body: z.unknown(),
  },
  async ({ path, body, event, log }) => {
    const partner = await authenticatePartner(db(), event);
    const order = sendOrderFromBody(event, body);
    const caller = {
      scope: tenantScopeFor(partner.accountId),
      source: 'Api' as const,
      apiKeyId: partner.keyId,
    };
    return accepted(await acceptSend(db(), caller, path.campaignId, order, log));
  },
);
