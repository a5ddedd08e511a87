import { db } from '../../platform/db/database';
import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { definePublicRoute } from '../../platform/http/public-route';
import { parseTwilioInbound, WebhookBodyError } from '../../providers/gateways';
import { forbidden, verifyTwilioCall } from '../../providers/twilio/twilio-webhook';
import { storeInboundMessages } from '../inbound.service';

/** An empty TwiML document: Twilio sends no automatic answer to the handset. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

// POST /api/webhooks/twilio/{providerId}/inbound: the Twilio number's incoming-message webhook (form-encoded,
// signed with X-Twilio-Signature). A wrong signature is answered 403 before anything is read or stored; a
// stored reply is answered with empty TwiML (any confirmation goes out through the send pipeline).
export const handler = definePublicRoute(
  'POST /api/webhooks/twilio/{providerId}/inbound',
  async (request) => {
    const call = await verifyTwilioCall(db(), request);
    if (!call) return forbidden();
    let sms;
    try {
      sms = parseTwilioInbound(call.params);
    } catch (error) {
      if (!(error instanceof WebhookBodyError)) throw error;
      return { statusCode: 400, headers: { 'Content-Type': 'text/plain' }, body: error.message };
    }
    const answer = await storeInboundMessages(db(), call.provider, [sms], request.log);
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'text/xml; charset=utf-8', 'X-Inbound-Stored': String(answer.stored) },
      body: EMPTY_TWIML,
    };
  },
  { maxBodyBytes: BODY_LIMITS.providerWebhook },
);
