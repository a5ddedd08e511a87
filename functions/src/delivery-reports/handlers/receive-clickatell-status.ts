import { db } from '../../platform/db/database';
import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { definePublicRoute } from '../../platform/http/public-route';
import { parseClickatellStatusCallback, WebhookBodyError } from '../../providers/gateways';
import { badBody, forbidden, verifyClickatellCall } from '../../providers/clickatell/clickatell-webhook';
import { applyDeliveryReports } from '../delivery-reports.service';

// POST /api/webhooks/clickatell/{providerId}/status?secret=…: the One API integration's status callback
// (JSON, event.messageStatusUpdate). Without the provider's secret: 403, nothing read or stored. Reports are
// applied as BulkSMS's and Twilio's are: each kept once, a message never moved backwards.
export const handler = definePublicRoute(
  'POST /api/webhooks/clickatell/{providerId}/status',
  async (request) => {
    const call = await verifyClickatellCall(db(), request);
    if (!call) return forbidden();
    let reports;
    try {
      if (call.body instanceof WebhookBodyError) throw call.body;
      reports = parseClickatellStatusCallback(call.body);
    } catch (error) {
      if (!(error instanceof WebhookBodyError)) throw error;
      return badBody(error);
    }
    const provider = { id: call.provider.id, account_id: call.provider.accountId };
    const answer = await applyDeliveryReports(db(), provider, reports, request.log);
    return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) };
  },
  { maxBodyBytes: BODY_LIMITS.providerWebhook },
);
