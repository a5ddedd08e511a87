// The production adapter against the stage's running gateway emulator: the same HTTP calls it makes to
// api.bulksms.com, and the same webhooks coming back (to a receiver in this test process).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test-support/fixtures';
import {
  createEmulatorAccount,
  emulatorInbound,
  emulatorMessages,
  emulatorUrl,
  setEmulatorBehaviour,
  type EmulatorAccount,
} from '../../test-support/sms-gateway';
import { createBulkSmsGateway } from './bulksms-gateway';
import { parseDeliveryReports, parseInboundMessages } from './bulksms-webhooks';
import type { OutboundSms, ProviderConnection, SendOutcome } from './sms-gateway';
import { verifyWebhook } from './webhook-secret';

const SECRET = 'receiver-secret-0123456789';

const connectionOf = (account: EmulatorAccount, baseUrl = `${emulatorUrl()}/v1`): ProviderConnection => ({
  id: 1,
  type: 'BulkSms',
  baseUrl,
  credentials: account,
  webhookSecret: SECRET,
});

let sequence = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
const message = (overrides: Partial<OutboundSms> = {}): OutboundSms => ({
  reference: String((sequence += 1)),
  to: '+27821234567',
  body: 'Your parcel is on its way',
  encoding: 'GSM7',
  ...overrides,
});

async function newGateway(options: { messagesPerSecond?: number; credits?: number | null } = {}) {
  const account = await createEmulatorAccount(options);
  return { account, gateway: createBulkSmsGateway(connectionOf(account)) };
}

const failed = (outcome: SendOutcome) => {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome;
};

describe('sending', () => {
  it('sends; the handset gets it with the parts counted the GSM-7 / UCS-2 way and our reference', async () => {
    const { account, gateway } = await newGateway();
    const to = '+27821230001';
    const plain = message({ to, body: 'x'.repeat(161) });
    const first = await gateway.send(plain);
    expect(first).toEqual({ ok: true, providerMessageId: expect.stringMatching(/^\d+$/) });
    const unicode = message({ to, body: 'Café ✓ '.repeat(11), encoding: 'UCS2' });
    expect((await gateway.send(unicode)).ok).toBe(true);
    const received = await emulatorMessages({ to, account: account.username });
    expect(received.map((m) => [m.reference, m.encoding, m.numberOfParts])).toEqual([
      [unicode.reference, 'UNICODE', 2],
      [plain.reference, 'TEXT', 2],
    ]);
    expect(received[1]).toMatchObject({
      id: first.ok && first.providerMessageId,
      deduplicationId: Number(plain.reference),
    });
  });

  it('the same reference twice reaches the handset once, with the same provider id', async () => {
    const { account, gateway } = await newGateway();
    const once = message({ to: '+27821230002' });
    const [a, b] = [await gateway.send(once), await gateway.send(once)];
    expect(a.ok && b.ok && a.providerMessageId === b.providerMessageId).toBe(true);
    const received = await emulatorMessages({ reference: once.reference, account: account.username });
    expect(received).toHaveLength(1);
    expect(received[0]!.submissions).toBe(2);
  });

  it('throttled (429 with Retry-After): retryable, with the wait', async () => {
    const { account, gateway } = await newGateway();
    await setEmulatorBehaviour(account.username, { throttle: true });
    const outcome = failed(await gateway.send(message()));
    expect(outcome).toMatchObject({ retryable: true, httpStatus: 429, retryAfterMs: 1000 });
    expect(await emulatorMessages({ account: account.username })).toEqual([]);
  });

  it('over the account’s messages per second: 429, retryable, and fine again after the wait', async () => {
    const { account, gateway } = await newGateway({ messagesPerSecond: 2 });
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await gateway.send(message()));
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ retryable: true, httpStatus: 429, retryAfterMs: 1000 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await gateway.send(message())).ok).toBe(true);
    expect((await emulatorMessages({ account: account.username })).length).toBe(5 - refused.length);
  });

  it('500 and 503: retryable; the next attempt goes through', async () => {
    const { account, gateway } = await newGateway();
    await setEmulatorBehaviour(account.username, { failWith: 500, failCount: 1 });
    expect(failed(await gateway.send(message()))).toMatchObject({ retryable: true, httpStatus: 500 });
    await setEmulatorBehaviour(account.username, { failWith: 503, failCount: 1 });
    const unavailable = failed(await gateway.send(message()));
    expect(unavailable).toMatchObject({ retryable: true, httpStatus: 503 });
    expect(unavailable.reason).toMatch(/^BulkSMS answered 503 Service Unavailable/);
    expect((await gateway.send(message())).ok).toBe(true);
  });

  it('wrong credentials (401): not retryable, and the reason shows no credentials', async () => {
    const { account } = await newGateway();
    const wrong = { username: account.username, password: 'not-the-token-secret' };
    const outcome = failed(await createBulkSmsGateway(connectionOf(wrong)).send(message()));
    expect(outcome).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(outcome.reason).not.toContain(account.username);
    expect(outcome.reason).not.toContain('not-the-token-secret');
  });

  it('a number BulkSMS cannot take (400) and no credits left (403): not retryable, with the reason', async () => {
    const { gateway } = await newGateway({ credits: 1 });
    const invalid = failed(await gateway.send(message({ to: 'not-a-number' })));
    expect(invalid).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(invalid.reason).toContain('is not a valid phone number');
    const costly = failed(await gateway.send(message({ body: 'y'.repeat(200) })));
    expect(costly).toMatchObject({
      retryable: false,
      httpStatus: 403,
      reason: 'BulkSMS answered 403 Insufficient Credits',
    });
  });

  it('slower than the time-out: retryable; nothing reached the network twice when retried with the same reference', async () => {
    const { account, gateway } = await newGateway();
    await setEmulatorBehaviour(account.username, { latencyMs: 800 });
    const slow = message({ to: '+27821230003' });
    expect(failed(await gateway.send(slow, { timeoutMs: 200 }))).toMatchObject({
      retryable: true,
      reason: 'BulkSMS did not answer within 0.2 s',
    });
    await setEmulatorBehaviour(account.username, { latencyMs: 0 });
    // The slow call was still accepted by the gateway; the retry is answered from the deduplication-id.
    await new Promise((r) => setTimeout(r, 800));
    expect((await gateway.send(slow)).ok).toBe(true);
    expect(await emulatorMessages({ reference: slow.reference, account: account.username })).toHaveLength(1);
  });

  it('nothing listening: retryable network error', async () => {
    const { account } = await newGateway();
    // A port that was free a moment ago: nothing answers there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    const outcome = failed(
      await createBulkSmsGateway(connectionOf(account, `http://127.0.0.1:${port}/v1`)).send(message()),
    );
    expect(outcome).toMatchObject({ retryable: true, reason: 'Could not reach BulkSMS: ECONNREFUSED' });
  });
});

describe('webhooks', () => {
  let server: Server;
  let base: string;
  const calls: { path: string; body: unknown; userAgent?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const query = Object.fromEntries(url.searchParams);
        if (!verifyWebhook({ webhookSecret: SECRET }, { queryStringParameters: query })) {
          res.writeHead(401).end();
          return;
        }
        calls.push({ path: url.pathname, body: JSON.parse(text), userAgent: req.headers['user-agent'] });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const reportsFor = (providerMessageId: string) =>
    calls
      .filter((c) => c.path === '/dlr')
      .flatMap((c) => parseDeliveryReports(c.body))
      .filter((r) => r.providerMessageId === providerMessageId);

  async function registered(behaviour: Record<string, unknown> = {}) {
    const { account, gateway } = await newGateway();
    await setEmulatorBehaviour(account.username, { dlrDelayMs: 30, ...behaviour });
    const hooks = await gateway.registerWebhooks({
      deliveryReports: `${base}/dlr?secret=${SECRET}`,
      inbound: `${base}/mo?secret=${SECRET}`,
    });
    expect(hooks.map((h) => h.kind)).toEqual(['deliveryReports', 'inbound']);
    return { account, gateway };
  }

  it('registering checks the URL with an empty array, and refuses one that does not answer 2xx', async () => {
    const { gateway } = await newGateway();
    const before = calls.length;
    await gateway.registerWebhooks({ deliveryReports: `${base}/dlr?secret=${SECRET}` });
    expect(calls.slice(before)).toEqual([{ path: '/dlr', body: [], userAgent: 'BulkSMS Invoker' }]);
    await expect(gateway.registerWebhooks({ deliveryReports: `${base}/dlr?secret=wrong` })).rejects.toThrow(
      /refused to register the delivery reports webhook: BulkSMS answered 400 Bad Request: Invoking the Webhook URL caused an error: 401/,
    );
    // Registering again updates the same webhook rather than adding one.
    await gateway.registerWebhooks({ deliveryReports: `${base}/dlr?secret=${SECRET}` });
  });

  it('posts SENT then DELIVERED, each with our reference', async () => {
    const { gateway } = await registered();
    const sent = message({ to: '+27821230010' });
    const outcome = await gateway.send(sent);
    const id = outcome.ok ? outcome.providerMessageId : '';
    const reports = await eventually(async () => (reportsFor(id).length >= 2 ? reportsFor(id) : undefined));
    expect(reports.map((r) => [r.status, r.delivered, r.userSuppliedId])).toEqual([
      ['SENT', null, sent.reference],
      ['DELIVERED', true, sent.reference],
    ]);
  });

  it('fails the test numbers with their subtype', async () => {
    const { gateway } = await registered();
    const outcome = await gateway.send(message({ to: '+27829000342' }));
    const id = outcome.ok ? outcome.providerMessageId : '';
    const reports = await eventually(async () => (reportsFor(id).length >= 2 ? reportsFor(id) : undefined));
    expect(reports.at(-1)).toMatchObject({ status: 'FAILED.BLOCKED', delivered: false });
  });

  it('out of order and twice when told to; none when told to drop them', async () => {
    const odd = await registered({ dlrOutOfOrder: true, dlrDuplicate: true });
    const outcome = await odd.gateway.send(message({ to: '+27821230011' }));
    const id = outcome.ok ? outcome.providerMessageId : '';
    const reports = await eventually(async () => (reportsFor(id).length >= 4 ? reportsFor(id) : undefined));
    expect(reports.map((r) => r.status)).toEqual(['DELIVERED', 'DELIVERED', 'SENT', 'SENT']);

    const dropping = await registered({ dlrDrop: true });
    const dropped = await dropping.gateway.send(message({ to: '+27821230012' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(reportsFor(dropped.ok ? dropped.providerMessageId : '')).toEqual([]);
  });

  it('late reports: after the configured delay', async () => {
    const { gateway } = await registered({ dlrDelayMs: 700 });
    const outcome = await gateway.send(message({ to: '+27821230013' }));
    const id = outcome.ok ? outcome.providerMessageId : '';
    await new Promise((r) => setTimeout(r, 400));
    expect(reportsFor(id)).toEqual([]);
    await eventually(async () => (reportsFor(id).length >= 2 ? true : undefined));
  });

  it('a handset’s reply comes to the RECEIVED webhook, linked to the last message sent to it', async () => {
    const { account, gateway } = await registered();
    const outcome = await gateway.send(message({ to: '+27821230014', repliable: true }));
    const id = outcome.ok ? outcome.providerMessageId : '';
    const answer = await emulatorInbound({ from: '+27821230014', body: 'STOP', account: account.username });
    expect(answer).toMatchObject({ webhooks: 1, relatedSentMessageId: id });
    const inbound = await eventually(async () => {
      const found = calls.filter((c) => c.path === '/mo').flatMap((c) => parseInboundMessages(c.body));
      return found.find((m) => m.providerMessageId === answer.id);
    });
    expect(inbound).toMatchObject({ from: '+27821230014', body: 'STOP', relatedSentMessageId: id });
  });
});
