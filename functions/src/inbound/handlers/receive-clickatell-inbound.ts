import { db } from '../../platform/db/database';
import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { definePublicRoute } from '../../platform/http/public-route';
import { parseClickatellInbound, WebhookBodyError } from '../../providers/gateways';
import { badBody, forbidden, verifyClickatellCall } from '../../providers/clickatell/clickatell-webhook';
import { storeInboundMessages } from '../inbound.service';

// POST /api/webhooks/clickatell/{providerId}/inbound?secret=…: the One API integration's reply callback (JSON,
// event.moText). Without the provider's secret: 403, nothing read or stored. Replies are stored as BulkSMS's
// and Twilio's are (each once, tied to the message replied to: Clickatell names it in relatedMessageId).
export const handler = definePublicRoute(
  'POST /api/webhooks/clickatell/{providerId}/inbound',
  async (request) => {
    const call = await verifyClickatellCall(db(), request);
    if (!call) return forbidden();
    let messages;
    try {
      if (call.body instanceof WebhookBodyError) throw call.body;
      messages = parseClickatellInbound(call.body);
    } catch (error) {
      if (!(error instanceof WebhookBodyError)) throw error;
      return badBody(error);
    }
    const answer = await storeInboundMessages(db(), call.provider, messages, request.log);
    return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) };
  },
  { maxBodyBytes: BODY_LIMITS.providerWebhook },
);
