import { describe, expect, it } from 'vitest';
import type { OutboundSms, ProviderConnection, SendOutcome } from './sms-gateway';
import { classifyTwilioAnswer, createTwilioGateway, findAccepted, messageFormOf } from './twilio-gateway';

const connection = {
  id: 9,
  type: 'Twilio',
  baseUrl: 'https://api.twilio.test/',
  credentials: {
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    authToken: 'auth-token-secret-42',
    from: '+27600000001',
  },
  webhookSecret: 'unused-secret-1234',
} satisfies ProviderConnection;

const message: OutboundSms = { reference: '1234', to: '+27821234567', body: 'Hello there', encoding: 'GSM7' };
const twilioError = (status: number, code: number, text: string, headers: Record<string, string> = {}) =>
  classifyTwilioAnswer(
    status,
    new Headers(headers),
    JSON.stringify({ code, message: text, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
    connection,
  );

describe('Twilio error mapping', () => {
  it('201 with a SID is sent; without one it is retried (the retry looks first); failed at once is final', () => {
    expect(
      classifyTwilioAnswer(201, new Headers(), JSON.stringify({ sid: 'SM1', status: 'queued' }), connection),
    ).toEqual({
      ok: true,
      providerMessageId: 'SM1',
    });
    expect(classifyTwilioAnswer(201, new Headers(), 'not json', connection)).toMatchObject({
      ok: false,
      retryable: true,
    });
    expect(
      classifyTwilioAnswer(
        201,
        new Headers(),
        JSON.stringify({ sid: 'SM2', status: 'failed', error_code: 30008 }),
        connection,
      ),
    ).toMatchObject({ ok: false, retryable: false, reason: expect.stringContaining('30008') });
  });

  it('21610 (the recipient replied STOP to Twilio): final, and recorded as an opt-out', () => {
    expect(twilioError(400, 21610, 'Attempt to send to unsubscribed recipient')).toMatchObject({
      ok: false,
      retryable: false,
      recipientOptedOut: true,
      reason: expect.stringContaining('21610'),
    });
  });

  it('21211 (invalid To) and other refusals of the message: final, with Twilio’s code and words', () => {
    const invalid = twilioError(400, 21211, "Invalid 'To' Phone Number");
    expect(invalid).toMatchObject({ ok: false, retryable: false, httpStatus: 400 });
    expect(invalid).not.toHaveProperty('recipientOptedOut');
    expect((invalid as { reason: string }).reason).toBe(
      "Twilio answered 400 (error 21211): Invalid 'To' Phone Number",
    );
  });

  it('429 / 20429 honours Retry-After; 5xx is retryable; 401 / 20003 points at the credentials, never showing them', () => {
    expect(twilioError(429, 20429, 'Too Many Requests', { 'Retry-After': '3' })).toMatchObject({
      retryable: true,
      httpStatus: 429,
      retryAfterMs: 3000,
    });
    expect(twilioError(503, 20503, 'Service Unavailable')).toMatchObject({
      retryable: true,
      httpStatus: 503,
    });
    const refused = twilioError(401, 20003, `Authenticate ${connection.credentials.authToken}`) as Extract<
      SendOutcome,
      { ok: false }
    >;
    expect(refused).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(JSON.stringify(refused)).not.toContain(connection.credentials.authToken);
    const echoed = twilioError(400, 21601, `bad ${connection.credentials.authToken}`);
    expect(JSON.stringify(echoed)).not.toContain(connection.credentials.authToken);
  });
});

describe('Messages create', () => {
  it('sends the number or the Messaging Service, and the StatusCallback with our id', () => {
    const form = messageFormOf(
      message,
      connection.credentials,
      'https://x.test/api/webhooks/twilio/9/status?ref=1234',
    );
    expect(Object.fromEntries(form)).toEqual({
      To: '+27821234567',
      Body: 'Hello there',
      From: '+27600000001',
      StatusCallback: 'https://x.test/api/webhooks/twilio/9/status?ref=1234',
    });
    const service = messageFormOf(
      message,
      { ...connection.credentials, from: 'MG0123456789abcdef0123456789abcdef' },
      null,
    );
    expect(Object.fromEntries(service)).toEqual({
      To: '+27821234567',
      Body: 'Hello there',
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
  });

  it('a resubmission finds what Twilio already accepted and posts nothing; otherwise it posts', async () => {
    const since = new Date('2026-11-29T06:00:00Z');
    const calls: { method: string; url: string }[] = [];
    const listed = {
      messages: [
        {
          sid: 'SMother',
          body: 'Another text',
          status: 'sent',
          direction: 'outbound-api',
          date_created: 'Sun, 29 Nov 2026 06:00:05 +0000',
        },
        {
          sid: 'SMours',
          body: 'Hello there',
          status: 'queued',
          direction: 'outbound-api',
          date_created: 'Sun, 29 Nov 2026 06:00:02 +0000',
        },
      ],
    };
    const fetchImpl = async (url: string | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(url) });
      return new Response(
        JSON.stringify(init?.method === 'GET' ? listed : { sid: 'SMnew', status: 'queued' }),
        {
          status: init?.method === 'GET' ? 200 : 201,
        },
      );
    };
    const gateway = createTwilioGateway(connection, { fetchImpl, apiHost: 'https://x.test/api' });
    expect(await gateway.send({ ...message, resubmissionSince: since })).toEqual({
      ok: true,
      providerMessageId: 'SMours',
    });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(calls[0]!.url).toBe(
      'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json?To=%2B27821234567&PageSize=50&From=%2B27600000001',
    );
    calls.length = 0;
    expect(await gateway.send({ ...message, body: 'New text', resubmissionSince: since })).toEqual({
      ok: true,
      providerMessageId: 'SMnew',
    });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('what was accepted: our body, since the first attempt (a minute’s skew allowed), not failed', () => {
    const since = new Date('2026-11-29T06:00:00Z');
    const m = (sid: string, date: string, extra: object = {}) => ({
      sid,
      body: 'Hello there',
      status: 'sent',
      direction: 'outbound-api',
      date_created: date,
      ...extra,
    });
    expect(findAccepted([m('SMold', 'Sun, 29 Nov 2026 05:58:00 +0000')], message, since)).toBeNull();
    expect(findAccepted([m('SMskew', 'Sun, 29 Nov 2026 05:59:30 +0000')], message, since)).toBe('SMskew');
    expect(
      findAccepted([m('SMf', 'Sun, 29 Nov 2026 06:00:01 +0000', { status: 'failed' })], message, since),
    ).toBeNull();
    expect(
      findAccepted([m('SMin', 'Sun, 29 Nov 2026 06:00:01 +0000', { direction: 'inbound' })], message, since),
    ).toBeNull();
  });

  it('a look-up that fails is a retryable outcome, never a blind resend', async () => {
    let posted = false;
    const fetchImpl = async (_url: string | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posted = true;
      return new Response(JSON.stringify({ code: 20500, message: 'Internal Server Error' }), { status: 500 });
    };
    const gateway = createTwilioGateway(connection, { fetchImpl, apiHost: null });
    const outcome = await gateway.send({ ...message, resubmissionSince: new Date() });
    expect(outcome).toMatchObject({
      ok: false,
      retryable: true,
      reason: expect.stringMatching(/^Could not check/),
    });
    expect(posted).toBe(false);
  });
});

describe('testing the connection (GET /Accounts/{Sid}.json)', () => {
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = async (input: string | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status });
    };
    return { calls, gateway: createTwilioGateway(connection, { fetchImpl, apiHost: null }) };
  };

  it('200 active: accepted with the account’s name; reads the account with Basic auth', async () => {
    const { calls, gateway } = answering(200, {
      sid: connection.credentials.accountSid,
      friendly_name: 'Shop',
      status: 'active',
      type: 'Full',
    });
    expect(await gateway.testConnection()).toEqual({
      ok: true,
      detail: 'Twilio accepted the credentials of the account "Shop" (Full).',
    });
    expect(calls[0]!.url).toBe(
      'https://api.twilio.test/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef.json',
    );
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:auth-token-secret-42').toString('base64')}`,
    );
  });

  it('a suspended account is not a working connection', async () => {
    const { gateway } = answering(200, { friendly_name: 'Shop', status: 'suspended' });
    expect(await gateway.testConnection()).toEqual({
      ok: false,
      reason: 'Twilio accepted the credentials, but the account "Shop" is suspended.',
    });
  });

  it('401 (20003): refused, without the token', async () => {
    const { gateway } = answering(401, { code: 20003, message: 'Authenticate', status: 401 });
    const answer = await gateway.testConnection();
    expect(answer).toEqual({
      ok: false,
      reason: 'Twilio refused the Account SID and auth token (401, error 20003): check them.',
    });
    expect(JSON.stringify(answer)).not.toContain('auth-token-secret-42');
  });
});
