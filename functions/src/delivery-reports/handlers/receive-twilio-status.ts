import { db } from '../../platform/db/database';
import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { definePublicRoute } from '../../platform/http/public-route';
import { parseTwilioStatusCallback, WebhookBodyError } from '../../providers/gateways';
import { forbidden, verifyTwilioCall } from '../../providers/twilio/twilio-webhook';
import { applyDeliveryReports } from '../delivery-reports.service';

// POST /api/webhooks/twilio/{providerId}/status?ref={our message id}: Twilio's StatusCallback (form-encoded,
// signed with X-Twilio-Signature). A wrong signature is answered 403 before anything is read or stored.
export const handler = definePublicRoute(
  'POST /api/webhooks/twilio/{providerId}/status',
  async (request) => {
    const call = await verifyTwilioCall(db(), request);
    if (!call) return forbidden();
    let report;
    try {
      report = parseTwilioStatusCallback(call.params, request.event.queryStringParameters?.ref ?? null);
    } catch (error) {
      if (!(error instanceof WebhookBodyError)) throw error;
      return { statusCode: 400, headers: { 'Content-Type': 'text/plain' }, body: error.message };
    }
    const provider = { id: call.provider.id, account_id: call.provider.accountId };
    const answer = await applyDeliveryReports(db(), provider, [report], request.log);
    return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) };
  },
  { maxBodyBytes: BODY_LIMITS.providerWebhook },
);
