import { describe, expect, it } from 'vitest';
import { buildCallbackRequest, renderRawRequest } from './raw-request';
import { signCallback } from './webhook-signature';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const call = {
  callId: 7,
  callbackUrl: 'https://crm.example.com:8443/hooks/sms?source=pulsar&x=1',
  method: 'POST',
  contentType: 'application/json',
  body: '{"type":"sms.reply.received","data":{"message":"Hé"}}',
};

describe('the raw request', () => {
  it('is the request line, every header in order, a blank line and the body, with CRLF line ends', () => {
    const request = buildCallbackRequest(call, [SECRET], 1700000000);
    const text = renderRawRequest(request);
    const signature = signCallback(SECRET, 'msg_7', 1700000000, call.body);
    expect(text).toBe(
      [
        'POST /hooks/sms?source=pulsar&x=1 HTTP/1.1',
        'Host: crm.example.com:8443',
        `User-Agent: Pulsar-Messaging-Webhooks/${process.env.RELEASE_VERSION ?? '0.0.0'}`,
        'Content-Type: application/json',
        // Bytes, not characters: é is two.
        `Content-Length: ${call.body.length + 1}`,
        'webhook-id: msg_7',
        'webhook-timestamp: 1700000000',
        `webhook-signature: ${signature}`,
        'Connection: close',
        '',
        call.body,
      ].join('\r\n'),
    );
  });

  it('sends / for a URL without a path and leaves default ports out of Host', () => {
    const text = renderRawRequest(
      buildCallbackRequest({ ...call, callbackUrl: 'http://example.com' }, [SECRET], 1),
    );
    expect(text.split('\r\n').slice(0, 2)).toEqual(['POST / HTTP/1.1', 'Host: example.com']);
  });
});
