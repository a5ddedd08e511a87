import { describe, expect, it } from 'vitest';
import {
  createBulkSmsGateway,
  deduplicationIdOf,
  retryAfterMsOf,
  submissionEntryOf,
  webhookNameOf,
} from './bulksms-gateway';
import type { OutboundSms, ProviderConnection, SendOutcome } from './sms-gateway';

const connection = {
  id: 7,
  type: 'BulkSms',
  baseUrl: 'https://api.bulksms.test/v1/',
  credentials: { username: 'TOKEN-ID-0123456789', password: 'Token!Secret#42' },
  webhookSecret: 'hook-secret-abcdef',
} satisfies ProviderConnection;

const message: OutboundSms = { reference: '1234', to: '+27821234567', body: 'Hello there', encoding: 'GSM7' };

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers from a list (a function may throw or wait). */
function fakeFetch(...answers: (Response | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fetchImpl = async (input: string | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return typeof next === 'function' ? next(init) : next;
  };
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const problem = (status: number, title: string, detail?: string, headers: Record<string, string> = {}) =>
  json(status, { type: 'https://developer.bulksms.com/json/v1/errors#x', title, status, detail }, headers);
const accepted = (id: string) =>
  json(201, [
    {
      id,
      type: 'SENT',
      to: '+27821234567',
      body: 'Hello there',
      status: { id: 'ACCEPTED.null', type: 'ACCEPTED', subtype: null },
    },
  ]);

async function sendWith(
  ...answers: Parameters<typeof fakeFetch>
): Promise<{ outcome: SendOutcome; calls: Call[] }> {
  const { calls, fetchImpl } = fakeFetch(...answers);
  const outcome = await createBulkSmsGateway(connection, fetchImpl).send(message, { timeoutMs: 100 });
  return { outcome, calls };
}

/** No reason may ever carry the API token or the webhook secret. */
function expectNoCredentials(outcome: SendOutcome) {
  const text = JSON.stringify(outcome);
  for (const secret of [
    connection.credentials.username,
    connection.credentials.password,
    connection.webhookSecret!,
  ])
    expect(text).not.toContain(secret);
}

describe('the request', () => {
  it('posts one submission entry to /messages with Basic auth and the deduplication-id', async () => {
    const { outcome, calls } = await sendWith(accepted('4023457654'));
    expect(outcome).toEqual({ ok: true, providerMessageId: '4023457654' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://api.bulksms.test/v1/messages?deduplication-id=1234');
    expect(call!.init.method).toBe('POST');
    const headers = call!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(
      `Basic ${Buffer.from('TOKEN-ID-0123456789:Token!Secret#42').toString('base64')}`,
    );
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(call!.init.body as string)).toEqual({
      to: '+27821234567',
      body: 'Hello there',
      encoding: 'TEXT',
      longMessageMaxParts: 1,
      userSuppliedId: '1234',
    });
  });

  it('maps the encoding, counts the parts BulkSMS may use, and asks for replies when repliable', () => {
    expect(submissionEntryOf({ ...message, body: 'a'.repeat(161) })).toMatchObject({
      encoding: 'TEXT',
      longMessageMaxParts: 2,
    });
    expect(submissionEntryOf({ ...message, body: 'a'.repeat(459) })).toMatchObject({
      longMessageMaxParts: 3,
    });
    expect(submissionEntryOf({ ...message, body: 'a'.repeat(460) })).toMatchObject({
      longMessageMaxParts: 4,
    });
    expect(submissionEntryOf({ ...message, body: 'Ñandú ✓'.repeat(11), encoding: 'UCS2' })).toMatchObject({
      encoding: 'UNICODE',
      longMessageMaxParts: 2,
    });
    expect(submissionEntryOf({ ...message, repliable: true })).toMatchObject({ from: { type: 'REPLIABLE' } });
    expect(submissionEntryOf(message)).not.toHaveProperty('from');
    // userSuppliedId holds at most 20 characters: a longer reference is not sent rather than cut.
    expect(submissionEntryOf({ ...message, reference: 'x'.repeat(21) })).not.toHaveProperty('userSuppliedId');
  });

  it('folds message ids into the int32 deduplication-id and leaves out references that are not ids', () => {
    expect(deduplicationIdOf('1')).toBe(1);
    expect(deduplicationIdOf('2147483647')).toBe(2147483647);
    expect(deduplicationIdOf('2147483648')).toBe(1);
    expect(deduplicationIdOf('9007199254740993')).toBe(Number((9007199254740993n - 1n) % 2147483647n) + 1);
    for (const other of ['0', '', '12a', '-5', '01']) expect(deduplicationIdOf(other)).toBeNull();
  });

  it('sends no deduplication-id when the reference is not a message id', async () => {
    const { calls, fetchImpl } = fakeFetch(accepted('1'));
    await createBulkSmsGateway(connection, fetchImpl).send({ ...message, reference: 'test-abc' });
    expect(calls[0]!.url).toBe('https://api.bulksms.test/v1/messages');
  });
});

describe('classifying the answer', () => {
  it('429: retryable, honouring Retry-After in seconds', async () => {
    const { outcome } = await sendWith(
      problem(429, 'Too Many Requests', 'Slow down', { 'Retry-After': '3' }),
    );
    expect(outcome).toMatchObject({ ok: false, retryable: true, retryAfterMs: 3000, httpStatus: 429 });
    expect(outcome.ok === false && outcome.reason).toBe('BulkSMS answered 429 Too Many Requests: Slow down');
  });

  it('429 without Retry-After: retryable, no wait given', async () => {
    const { outcome } = await sendWith(problem(429, 'Too Many Requests'));
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(outcome).not.toHaveProperty('retryAfterMs');
  });

  it('reads Retry-After as an HTTP date, never negative, capped at an hour', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterMsOf('Thu, 01 Jan 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMsOf('Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMsOf('86400', now)).toBe(3_600_000);
    expect(retryAfterMsOf('soon', now)).toBeUndefined();
    expect(retryAfterMsOf(null, now)).toBeUndefined();
  });

  it.each([500, 502, 503, 504, 408])('%i: retryable', async (status) => {
    const { outcome } = await sendWith(problem(status, 'Server trouble'));
    expect(outcome).toMatchObject({ ok: false, retryable: true, httpStatus: status });
  });

  it('a 5xx without a JSON body is still retryable, described by its status', async () => {
    const { outcome } = await sendWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(outcome).toEqual({ ok: false, retryable: true, reason: 'BulkSMS answered 502', httpStatus: 502 });
  });

  it('400: not retryable, with BulkSMS’s detail', async () => {
    const { outcome } = await sendWith(problem(400, 'Bad Request', 'to: not a valid number'));
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      reason: 'BulkSMS answered 400 Bad Request: to: not a valid number',
      httpStatus: 400,
    });
  });

  it('401: not retryable, says to check the token, never shows it', async () => {
    const { outcome } = await sendWith(
      problem(401, 'Authentication Failed', `No such token ${connection.credentials.username}`),
    );
    expect(outcome).toMatchObject({ ok: false, retryable: false, httpStatus: 401 });
    expect(outcome.ok === false && outcome.reason).toMatch(
      /401 Authentication Failed.*check its credentials/,
    );
    expectNoCredentials(outcome);
  });

  it('403 (insufficient credits) and other 4xx: not retryable', async () => {
    const credits = await sendWith(problem(403, 'Insufficient Credits'));
    expect(credits.outcome).toMatchObject({
      ok: false,
      retryable: false,
      reason: 'BulkSMS answered 403 Insufficient Credits',
    });
    const gone = await sendWith(problem(404, 'Not Found'));
    expect(gone.outcome).toMatchObject({ ok: false, retryable: false, httpStatus: 404 });
  });

  it('removes credentials and webhook secrets a provider echoes into a reason', async () => {
    const { outcome } = await sendWith(
      problem(
        400,
        'Bad Request',
        `password ${connection.credentials.password} and ?secret=${connection.webhookSecret}&x=1`,
      ),
    );
    expectNoCredentials(outcome);
    expect(outcome.ok === false && outcome.reason).toContain('?secret=…&x=1');
  });

  it('201 without a readable message id: retryable (the deduplication-id makes the retry safe)', async () => {
    const { outcome } = await sendWith(json(201, [{}]));
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    const notJson = await sendWith(new Response('ok', { status: 201 }));
    expect(notJson.outcome).toMatchObject({ ok: false, retryable: true });
  });

  it('201 with the message already FAILED: not retryable', async () => {
    const { outcome } = await sendWith(
      json(201, [{ id: 9, status: { type: 'FAILED', subtype: 'BLOCKED' } }]),
    );
    expect(outcome).toMatchObject({
      ok: false,
      retryable: false,
      reason: 'BulkSMS refused message 9: FAILED.BLOCKED',
    });
  });
});

describe('when no answer comes', () => {
  it('a time-out is retryable and says how long it waited', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const { outcome } = await sendWith(hang);
    expect(outcome).toEqual({ ok: false, retryable: true, reason: 'BulkSMS did not answer within 0.1 s' });
  });

  it('a network error is retryable', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    };
    const { outcome } = await sendWith(refused);
    expect(outcome).toEqual({ ok: false, retryable: true, reason: 'Could not reach BulkSMS: ECONNREFUSED' });
  });

  it('uses a 10 s time-out by default', async () => {
    const { calls, fetchImpl } = fakeFetch(accepted('1'));
    await createBulkSmsGateway(connection, fetchImpl).send(message);
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('registering webhooks', () => {
  const dlrUrl = 'https://app.test/api/webhooks/sms/7/delivery-reports?secret=hook-secret-abcdef';

  it('creates the delivery-report webhook (SENT, MANY) when BulkSMS has none by that name', async () => {
    const { calls, fetchImpl } = fakeFetch(
      json(200, [{ id: 3, name: 'Someone else' }]),
      json(200, { id: 11 }),
    );
    const registered = await createBulkSmsGateway(connection, fetchImpl).registerWebhooks({
      deliveryReports: dlrUrl,
    });
    expect(registered).toEqual([
      { id: '11', name: webhookNameOf(7, 'deliveryReports'), kind: 'deliveryReports' },
    ]);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.bulksms.test/v1/webhooks',
      'POST https://api.bulksms.test/v1/webhooks',
    ]);
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({
      name: 'Pulsar delivery reports #7',
      url: dlrUrl,
      triggerScope: 'SENT',
      active: true,
      invokeOption: 'MANY',
      onWebApp: false,
    });
  });

  it('updates its own webhooks in place on later runs, and registers replies under RECEIVED', async () => {
    const { calls, fetchImpl } = fakeFetch(
      json(200, [{ id: 11, name: 'Pulsar delivery reports #7' }]),
      json(200, { id: 11 }),
      json(200, { id: 12 }),
    );
    await createBulkSmsGateway(connection, fetchImpl).registerWebhooks({
      deliveryReports: dlrUrl,
      inbound: 'https://app.test/api/webhooks/sms/7/inbound?secret=s',
    });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.bulksms.test/v1/webhooks',
      'POST https://api.bulksms.test/v1/webhooks/11',
      'POST https://api.bulksms.test/v1/webhooks',
    ]);
    expect(JSON.parse(calls[2]!.init.body as string)).toMatchObject({
      triggerScope: 'RECEIVED',
      name: 'Pulsar replies #7',
    });
  });

  it('fails with BulkSMS’s reason, never the URL’s secret', async () => {
    const { fetchImpl } = fakeFetch(
      json(200, []),
      problem(400, 'Bad Request', `Invoking the Webhook URL ${dlrUrl} caused an error: 403 - Forbidden`),
    );
    const error = await createBulkSmsGateway(connection, fetchImpl)
      .registerWebhooks({ deliveryReports: dlrUrl })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /refused to register the delivery reports webhook: BulkSMS answered 400 Bad Request/,
    );
    expect((error as Error).message).not.toContain(connection.webhookSecret);
  });
});

describe('testing the connection (GET /profile)', () => {
  it('200: accepted, naming the token and its credits, with Basic auth on GET /profile', async () => {
    const { calls, fetchImpl } = fakeFetch(
      json(200, { id: 'a1', username: 'shop-token', credits: { balance: 812.5, isTransferAllowed: false } }),
    );
    const answer = await createBulkSmsGateway(connection, fetchImpl).testConnection();
    expect(answer).toEqual({
      ok: true,
      detail: 'BulkSMS accepted the API token as shop-token; 812.5 credits left.',
    });
    expect(calls[0]!.url).toBe('https://api.bulksms.test/v1/profile');
    expect(calls[0]!.init.method).toBe('GET');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('TOKEN-ID-0123456789:Token!Secret#42').toString('base64')}`,
    );
  });

  it('401: refused, says to check the token, never shows it', async () => {
    const { fetchImpl } = fakeFetch(
      problem(401, 'Authentication Failed', 'TOKEN-ID-0123456789 / Token!Secret#42'),
    );
    const answer = await createBulkSmsGateway(connection, fetchImpl).testConnection();
    expect(answer).toEqual({
      ok: false,
      reason: 'BulkSMS refused the API token (401): check the token id and secret.',
    });
  });

  it('a 5xx or no answer: not connected, in words that never carry the secret', async () => {
    const down = await createBulkSmsGateway(
      connection,
      fakeFetch(problem(503, 'Unavailable')).fetchImpl,
    ).testConnection();
    expect(down).toEqual({ ok: false, reason: 'BulkSMS answered 503 Unavailable' });
    const unreachable = await createBulkSmsGateway(
      connection,
      fakeFetch(async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }).fetchImpl,
    ).testConnection();
    expect(unreachable).toEqual({ ok: false, reason: 'Could not reach BulkSMS: ECONNREFUSED' });
  });
});

describe('the test’s words', () => {
  it('never repeat the token id back as the profile’s user name', async () => {
    const { fetchImpl } = fakeFetch(json(200, { username: 'TOKEN-ID-0123456789', credits: { balance: 5 } }));
    expect(await createBulkSmsGateway(connection, fetchImpl).testConnection()).toEqual({
      ok: true,
      detail: 'BulkSMS accepted the API token; 5 credits left.',
    });
  });
});
