import { describe, expect, it } from 'vitest';
import { classifyClickatellAnswer, clickatellMessageOf, createClickatellGateway } from './clickatell-gateway';
import type { OutboundSms, ProviderConnection } from './sms-gateway';

const connection = {
  id: 7,
  type: 'Clickatell',
  baseUrl: 'https://platform.clickatell.test/',
  credentials: { apiKey: 'apikey-Secret-0123456789==', from: '27600000002' },
  webhookSecret: 'webhook-secret-9876',
} satisfies ProviderConnection;

const message: OutboundSms = { reference: '4321', to: '+27821234567', body: 'Hello there', encoding: 'GSM7' };

/** Clickatell's answer with one message refused (its error object) or a request-level error. */
const messageError = (
  status: number,
  code: number,
  description: string,
  headers: Record<string, string> = {},
) =>
  classifyClickatellAnswer(
    status,
    new Headers(headers),
    JSON.stringify({
      messages: [{ apiMessageId: null, accepted: false, to: '27821234567', error: { code, description } }],
      error: null,
    }),
    connection,
  );
const requestError = (
  status: number,
  code: number,
  description: string,
  headers: Record<string, string> = {},
) =>
  classifyClickatellAnswer(
    status,
    new Headers(headers),
    JSON.stringify({ messages: [], error: { code, description, documentation: 'https://docs…' } }),
    connection,
  );

describe('Clickatell’s request', () => {
  it('is one SMS, to in international format without +, our message id as clientMessageId, from when set', () => {
    expect(clickatellMessageOf(message, '+27600000002')).toEqual({
      messages: [
        {
          channel: 'sms',
          to: '27821234567',
          content: 'Hello there',
          clientMessageId: '4321',
          from: '27600000002',
        },
      ],
    });
    expect(clickatellMessageOf(message, undefined).messages[0]).not.toHaveProperty('from');
  });

  it('goes to POST {base}/v1/message with the API key as the Authorization header, JSON', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const gateway = createClickatellGateway(connection, {
      fetchImpl: async (url, init) => {
        seen.push({ url: String(url), init: init! });
        return new Response(
          JSON.stringify({
            messages: [{ apiMessageId: 'abc123', accepted: true, to: '27821234567', error: null }],
            error: null,
          }),
          { status: 202 },
        );
      },
    });
    expect(await gateway.send(message)).toEqual({ ok: true, providerMessageId: 'abc123' });
    expect(seen[0]!.url).toBe('https://platform.clickatell.test/v1/message');
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.headers).toMatchObject({
      Authorization: 'apikey-Secret-0123456789==',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(seen[0]!.init.body))).toMatchObject({ messages: [{ clientMessageId: '4321' }] });
    expect(await gateway.registerWebhooks({ inbound: 'https://x.test/in' })).toEqual([]);
  });
});

describe('Clickatell error mapping', () => {
  it('202 accepted with an apiMessageId is sent; accepted without one is retried', () => {
    expect(
      classifyClickatellAnswer(
        202,
        new Headers(),
        JSON.stringify({
          messages: [{ apiMessageId: 'fd49', accepted: true, to: '1', error: null }],
          error: null,
        }),
        connection,
      ),
    ).toEqual({ ok: true, providerMessageId: 'fd49' });
    expect(
      classifyClickatellAnswer(
        202,
        new Headers(),
        JSON.stringify({ messages: [{ accepted: true }] }),
        connection,
      ),
    ).toMatchObject({ ok: false, retryable: true });
  });

  it('401 and error 1 (API key), 7 (IP not approved): the provider’s credentials, failed over, key never shown', () => {
    for (const outcome of [
      requestError(401, 1, 'Invalid or missing integration API Key'),
      requestError(401, 7, 'Originating IP address is not approved in your account'),
      classifyClickatellAnswer(401, new Headers(), 'Unauthorized apikey-Secret-0123456789==', connection),
    ]) {
      expect(outcome).toMatchObject({ ok: false, retryable: false, httpStatus: 401 });
      if (!outcome.ok) expect(outcome.reason).not.toContain('apikey-Secret');
    }
  });

  it('402 / error 20 (balance) and inactive account or integration: the provider’s, failed over (403)', () => {
    expect(messageError(402, 20, 'Insufficient account balance')).toMatchObject({
      retryable: false,
      httpStatus: 403,
    });
    expect(requestError(400, 2, 'Account is not active')).toMatchObject({
      retryable: false,
      httpStatus: 403,
    });
    expect(requestError(400, 3, 'Integration is not active')).toMatchObject({
      retryable: false,
      httpStatus: 403,
    });
  });

  it('429, and error 43 (documented under 400): throttled, honouring Retry-After in seconds or as a date', () => {
    expect(requestError(429, 43, 'Rate limit', { 'Retry-After': '3' })).toMatchObject({
      ok: false,
      retryable: true,
      httpStatus: 429,
      retryAfterMs: 3000,
    });
    const limited = requestError(400, 43, 'Rate limit');
    expect(limited).toMatchObject({ retryable: true, httpStatus: 429 });
    expect(limited).not.toHaveProperty('retryAfterMs');
    const at = new Date(Date.now() + 5_000).toUTCString();
    const dated = requestError(429, 43, 'Rate limit', { 'Retry-After': at });
    expect(!dated.ok && dated.retryAfterMs).toBeGreaterThan(3_000);
  });

  it('5xx, 408 and errors 18/19 (internal): retried', () => {
    expect(requestError(500, 18, 'Internal error')).toMatchObject({ retryable: true, httpStatus: 500 });
    expect(requestError(503, 19, 'Internal error, please retry')).toMatchObject({
      retryable: true,
      httpStatus: 503,
    });
    expect(
      classifyClickatellAnswer(502, new Headers(), '<html>Bad gateway</html>', connection),
    ).toMatchObject({
      retryable: true,
      httpStatus: 502,
    });
    expect(messageError(207, 19, 'Internal error, please retry')).toMatchObject({ retryable: true });
  });

  it('error 26 (recipient opted out): final, and recorded as an opt-out', () => {
    expect(messageError(400, 26, 'Recipient opted out')).toMatchObject({
      ok: false,
      retryable: false,
      recipientOptedOut: true,
      reason: expect.stringContaining('26'),
    });
  });

  it('refusals of the message itself (25 invalid recipient, 23 parameter, 100 parts): Failed, with code and words', () => {
    const invalid = messageError(400, 25, 'Invalid recipient address: 0821234567');
    expect(invalid).toMatchObject({ ok: false, retryable: false, httpStatus: 400 });
    expect(invalid).not.toHaveProperty('recipientOptedOut');
    expect(!invalid.ok && invalid.reason).toBe(
      'Clickatell answered 400 (error 25): Invalid recipient address: 0821234567',
    );
    expect(messageError(400, 100, 'Maximum message parts exceeded')).toMatchObject({
      retryable: false,
      httpStatus: 400,
    });
    // 207 or 202 with the one message not accepted: the message was refused.
    expect(messageError(207, 23, 'Invalid or missing parameter: to')).toMatchObject({
      retryable: false,
      httpStatus: 400,
    });
  });

  it('no answer: time-outs and network errors are retried', async () => {
    const timeout = createClickatellGateway(connection, {
      fetchImpl: () => Promise.reject(Object.assign(new Error('t'), { name: 'TimeoutError' })),
    });
    expect(await timeout.send(message, { timeoutMs: 2000 })).toMatchObject({
      ok: false,
      retryable: true,
      reason: 'Clickatell did not answer within 2 s',
    });
    const refused = createClickatellGateway(connection, {
      fetchImpl: () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    });
    expect(await refused.send(message)).toMatchObject({
      retryable: true,
      reason: 'Could not reach Clickatell: ECONNREFUSED',
    });
  });
});

describe('Clickatell’s Test connection (Get account balance)', () => {
  it('calls /public-client/balance with the key and reports the balance, or the refusal in the user’s terms', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    const answers = [
      new Response(JSON.stringify({ balance: 1267.92865, currency: 'ZAR' }), { status: 200 }),
      new Response(JSON.stringify({ error: { code: 1, description: 'Invalid or missing API key' } }), {
        status: 401,
      }),
      new Response('upstream exploded apikey-Secret-0123456789==', { status: 502 }),
    ];
    const gateway = createClickatellGateway(connection, {
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), headers: new Headers(init?.headers) });
        return answers.shift()!;
      },
    });
    expect(await gateway.testConnection()).toEqual({
      ok: true,
      detail: 'Clickatell accepted the API key. Balance: 1267.93 ZAR.',
    });
    expect(calls[0]!.url).toBe('https://platform.clickatell.test/public-client/balance');
    expect(calls[0]!.headers.get('authorization')).toBe(connection.credentials.apiKey);
    expect(await gateway.testConnection()).toEqual({
      ok: false,
      reason: 'Clickatell refused the API key: check it in the integration’s settings.',
    });
    const failed = await gateway.testConnection();
    expect(failed.ok).toBe(false);
    expect(JSON.stringify(failed)).not.toContain(connection.credentials.apiKey);
    expect(JSON.stringify(failed)).toContain('502');
  });
});
