import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { tenantScopeFor } from '../../platform/tenancy';
import { authenticatePartner } from '../partner-auth';
import { sendOrderFromQuery } from '../send-request';
import { acceptSend } from '../send.service';
import { sendPathSchema } from '../sending.schemas';

/** The partner send URL the campaign editor advertises: GET …/sms/send?apikey=…&to=… */
export const handler = defineRoute(
  { name: 'GET /api/campaigns/sms/{campaignId}/sms/send', access: 'public', path: sendPathSchema },
  async ({ path, event, log }) => {
    const partner = await authenticatePartner(db(), event);
    const order = sendOrderFromQuery(event);
    const caller = {
      scope: tenantScopeFor(partner.accountId),
      source: 'Api' as const,
      apiKeyId: partner.keyId,
    };
    return accepted(await acceptSend(db(), caller, path.campaignId, order, log));
  },
);
