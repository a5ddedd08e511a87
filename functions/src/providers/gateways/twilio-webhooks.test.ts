import { describe, expect, it } from 'vitest';
import { WebhookBodyError } from './bulksms-webhooks';
import {
  formParamsOf,
  parseTwilioInbound,
  parseTwilioStatusCallback,
  twilioSignature,
  twilioStatusCallbackUrl,
  verifyTwilioSignature,
  type FormParams,
} from './twilio-webhooks';

// Twilio's own example (twilio.com/docs/usage/webhooks/webhooks-security; TwilioDevEd/api-snippets
// security/signature_validation): auth token 12345, this URL and these parameters sign to this value.
const EXAMPLE_TOKEN = '12345';
const EXAMPLE_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const EXAMPLE_PARAMS: FormParams = [
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', '+14158675310'],
  ['Digits', '1234'],
  ['From', '+14158675310'],
  ['To', '+18005551212'],
];
const EXAMPLE_SIGNATURE = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe('X-Twilio-Signature', () => {
  it('matches Twilio’s published example, whatever order the parameters came in', () => {
    expect(twilioSignature(EXAMPLE_TOKEN, EXAMPLE_URL, EXAMPLE_PARAMS)).toBe(EXAMPLE_SIGNATURE);
    const shuffled = [...EXAMPLE_PARAMS].reverse();
    expect(verifyTwilioSignature(EXAMPLE_TOKEN, EXAMPLE_SIGNATURE, EXAMPLE_URL, shuffled)).toBe(true);
  });

  it('refuses another token, URL, parameter value, an added parameter, or no signature', () => {
    const verify = (
      token: string | null,
      signature: string | undefined,
      url = EXAMPLE_URL,
      params = EXAMPLE_PARAMS,
    ) => verifyTwilioSignature(token, signature, url, params);
    expect(verify('54321', EXAMPLE_SIGNATURE)).toBe(false);
    expect(verify(EXAMPLE_TOKEN, EXAMPLE_SIGNATURE, 'https://mycompany.com/myapp.php?foo=1&bar=3')).toBe(
      false,
    );
    expect(
      verify(EXAMPLE_TOKEN, EXAMPLE_SIGNATURE, EXAMPLE_URL, [...EXAMPLE_PARAMS.slice(1), ['CallSid', 'CA0']]),
    ).toBe(false);
    expect(verify(EXAMPLE_TOKEN, EXAMPLE_SIGNATURE, EXAMPLE_URL, [...EXAMPLE_PARAMS, ['Body', 'hi']])).toBe(
      false,
    );
    expect(verify(EXAMPLE_TOKEN, undefined)).toBe(false);
    expect(verify(EXAMPLE_TOKEN, '')).toBe(false);
    // An unknown provider (no token) is refused even with a signature made with the random fallback's length.
    expect(verify(null, EXAMPLE_SIGNATURE)).toBe(false);
  });

  it('signs a repeated parameter’s values in order, as the form carried them sorted', () => {
    const a = twilioSignature('token-123456', 'https://x.test/h', [
      ['A', '2'],
      ['A', '1'],
      ['B', '0'],
    ]);
    const b = twilioSignature('token-123456', 'https://x.test/h', [
      ['B', '0'],
      ['A', '1'],
      ['A', '2'],
    ]);
    expect(a).toBe(b);
  });

  it('reads a form body into its parameters (+ and %XX decoded)', () => {
    expect(formParamsOf('Body=Hi+there%21&From=%2B27821234567')).toEqual([
      ['Body', 'Hi there!'],
      ['From', '+27821234567'],
    ]);
  });
});

describe('status callbacks', () => {
  const sid = 'SM0123456789abcdef0123456789abcdef';
  const at = new Date('2026-11-29T06:00:00Z');

  it('delivered, undelivered with its ErrorCode, and in-progress statuses', () => {
    expect(
      parseTwilioStatusCallback(
        [
          ['MessageSid', sid],
          ['MessageStatus', 'delivered'],
        ],
        '42',
        at,
      ),
    ).toEqual({
      providerMessageId: sid,
      status: 'delivered',
      delivered: true,
      reportedAt: at,
      userSuppliedId: '42',
    });
    const undelivered = parseTwilioStatusCallback(
      [
        ['MessageSid', sid],
        ['MessageStatus', 'undelivered'],
        ['ErrorCode', '30003'],
      ],
      null,
      at,
    );
    expect(undelivered).toMatchObject({
      status: 'undelivered.30003',
      delivered: false,
      userSuppliedId: null,
    });
    expect(
      parseTwilioStatusCallback(
        [
          ['SmsSid', sid],
          ['SmsStatus', 'failed'],
          ['ErrorCode', '30008'],
        ],
        null,
      ),
    ).toMatchObject({
      status: 'failed.30008',
      delivered: false,
    });
    for (const status of ['queued', 'sending', 'sent', 'accepted'])
      expect(
        parseTwilioStatusCallback(
          [
            ['MessageSid', sid],
            ['MessageStatus', status],
          ],
          null,
        ).delivered,
      ).toBeNull();
  });

  it('a body that is not Twilio’s is refused; a ref that is not our id is ignored', () => {
    expect(() => parseTwilioStatusCallback([['MessageStatus', 'delivered']], null)).toThrow(WebhookBodyError);
    expect(() =>
      parseTwilioStatusCallback(
        [
          ['MessageSid', 'x'],
          ['MessageStatus', 'delivered'],
        ],
        null,
      ),
    ).toThrow(WebhookBodyError);
    expect(() => parseTwilioStatusCallback([['MessageSid', sid]], null)).toThrow(WebhookBodyError);
    expect(
      parseTwilioStatusCallback(
        [
          ['MessageSid', sid],
          ['MessageStatus', 'sent'],
        ],
        'abc',
      ).userSuppliedId,
    ).toBeNull();
  });

  it('the StatusCallback URL carries our message id', () => {
    expect(twilioStatusCallbackUrl('https://example.com/api/', 7, '123')).toBe(
      'https://example.com/api/webhooks/twilio/7/status?ref=123',
    );
  });
});

describe('incoming messages', () => {
  it('reads sender, number, body and SID', () => {
    const at = new Date('2026-11-29T06:00:00Z');
    expect(
      parseTwilioInbound(
        [
          ['MessageSid', 'SMabcdef0123456789abcdef0123456789'],
          ['From', '+27821234567'],
          ['To', '+27600000001'],
          ['Body', 'STOP'],
          ['NumSegments', '1'],
        ],
        at,
      ),
    ).toEqual({
      providerMessageId: 'SMabcdef0123456789abcdef0123456789',
      from: '+27821234567',
      to: '+27600000001',
      body: 'STOP',
      receivedAt: at,
      relatedSentMessageId: null,
    });
    expect(() => parseTwilioInbound([['From', '+27821234567']])).toThrow(WebhookBodyError);
  });
});
