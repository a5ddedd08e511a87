// Clickatell on the test stack: the production adapter against the emulator's One API (what the adapter does
// that the pipeline tests do not show: refusals mapped, no webhook API), the product's Clickatell routes
// refusing a call without the provider's secret (403, nothing stored) and taking one with it, and a recipient
// who opted out with the integration (error 26) recorded as an opt-out.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiBase, cdnHeaders } from '../../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../../test-support/fixtures';
import { isOptedOut, newCellphone } from '../../test-support/inbound-fixtures';
import { createSendingSetup, insertMessageRow } from '../../test-support/sending-fixtures';
import {
  createConnectedProvider,
  emulatorInbound,
  emulatorMessages,
  emulatorUrl,
  pasteClickatellCallbacks,
  setEmulatorBehaviour,
} from '../../test-support/sms-gateway';
import { deliverToWorker } from '../../test-support/functions';
import { createClickatellGateway } from './clickatell-gateway';
import type { OutboundSms, ProviderConnection, SendOutcome } from './sms-gateway';

vi.setConfig({ testTimeout: 60_000 });

let user: TestUser;
let provider: { providerId: number; connection: ProviderConnection };

beforeAll(async () => {
  user = await createAccountWithUser();
  provider = await createConnectedProvider(user.accountId, { protocol: 'Clickatell' });
});

const message = (overrides: Partial<OutboundSms> = {}): OutboundSms => ({
  reference: String(1_000_000 + Math.floor(Math.random() * 1e9)),
  to: newCellphone(),
  body: 'Your parcel is on its way',
  encoding: 'GSM7',
  ...overrides,
});

const failed = (outcome: SendOutcome) => {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome;
};

const clickatellOf = (connection: ProviderConnection) => {
  if (connection.type !== 'Clickatell') throw new Error('not Clickatell');
  return connection;
};

describe('the adapter against the emulator’s Clickatell', () => {
  it('sends with our id as clientMessageId; refusals come back mapped; no webhook API', async () => {
    const connection = clickatellOf(provider.connection);
    const account = connection.credentials.apiKey;
    const gateway = createClickatellGateway(connection);

    const sms = message();
    const sent = await gateway.send(sms);
    expect(sent).toMatchObject({ ok: true, providerMessageId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await emulatorMessages({ reference: sms.reference })).toMatchObject([
      { to: sms.to, body: sms.body, account },
    ]);

    expect(failed(await gateway.send(message({ to: '0821234567' })))).toMatchObject({
      retryable: false,
      httpStatus: 400,
      reason: expect.stringContaining('error 25'),
    });
    await setEmulatorBehaviour(account, { throttle: true });
    expect(failed(await gateway.send(message()))).toMatchObject({
      retryable: true,
      httpStatus: 429,
      retryAfterMs: 1000,
    });
    await setEmulatorBehaviour(account, { throttle: false, failWith: 503, failCount: 1 });
    expect(failed(await gateway.send(message()))).toMatchObject({ retryable: true, httpStatus: 503 });

    const wrong = createClickatellGateway({
      ...connection,
      credentials: { ...connection.credentials, apiKey: 'not-the-api-key' },
    });
    const refused = failed(await wrong.send(message()));
    expect(refused).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(refused.reason).not.toContain('not-the-api-key');
    expect(await gateway.registerWebhooks({ deliveryReports: 'https://example.com/x' })).toEqual([]);
  });
});

describe('the product’s Clickatell routes', () => {
  const post = (kind: 'status' | 'inbound', secret: string | null, body: unknown) =>
    fetch(
      `${apiBase()}/api/webhooks/clickatell/${provider.providerId}/${kind}${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
      {
        method: 'POST',
        headers: { ...cdnHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
  const statusCall = (messageId: string) => ({
    integrationId: 'x',
    integrationName: 'test',
    event: {
      messageStatusUpdate: [
        { channel: 'sms', messageId, statusCode: 5, status: 'DEVICE_ACK', timestamp: Date.now() },
      ],
    },
  });
  const reportsOf = (id: string) =>
    testDb()
      .selectFrom('sms_delivery_reports')
      .selectAll()
      .where('provider_id', '=', provider.providerId)
      .where('provider_message_id', '=', id)
      .execute();

  it('without the provider’s secret: 403 and nothing stored; with it: taken once', async () => {
    const secret = provider.connection.webhookSecret!;
    const id = `${Date.now().toString(16)}${'0'.repeat(20)}`;
    expect((await post('status', null, statusCall(id))).status).toBe(403);
    expect((await post('status', 'wrong-secret', statusCall(id))).status).toBe(403);
    expect(await reportsOf(id)).toEqual([]);

    const reply = {
      event: {
        moText: [{ channel: 'sms', messageId: id, from: '27821239998', to: '27600000000', content: 'STOP' }],
      },
    };
    expect((await post('inbound', 'wrong-secret', reply)).status).toBe(403);
    expect(await isOptedOut(user.accountId, '+27821239998')).toBe(false);

    const taken = await post('status', secret, statusCall(id));
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ received: 1, unmatched: 1 });
    const again = await post('status', secret, statusCall(id));
    expect(await again.json()).toMatchObject({ received: 1, duplicates: 1 });
    expect(await reportsOf(id)).toHaveLength(1);
    expect((await post('status', secret, { event: 'not an event' })).status).toBe(400);
  });

  it('the emulator’s callbacks carry the pasted URLs (secret included) and are answered 200', async () => {
    const connection = clickatellOf(provider.connection);
    const account = connection.credentials.apiKey;
    await createClickatellGateway(connection).send(message());
    const calls = await eventually(async () => {
      const res = await fetch(
        `${emulatorUrl()}/__emulator/clickatell-calls?account=${encodeURIComponent(account)}`,
      );
      const list = (await res.json()) as { kind: string; url: string; status: number | null }[];
      return list.some((c) => c.kind === 'status' && c.status === 200) ? list : undefined;
    });
    expect(calls[0]!.url).toContain(`/webhooks/clickatell/${provider.providerId}/status?secret=`);
  });
});

describe('a recipient who opted out with the Clickatell integration', () => {
  it('Clickatell refuses with error 26: the message ends Suppressed and the number is opted out', async () => {
    // An account of its own: a campaign spreads over every provider of its account.
    const owner = await createAccountWithUser();
    const setup = await createSendingSetup(owner, { connected: true, protocol: 'Clickatell' });
    const account = setup.emulatorAccounts[0]!;
    // No reply callback set: the STOP reaches Clickatell only (as before the product was connected).
    await pasteClickatellCallbacks(account.username, {});
    const number = newCellphone();
    expect(await emulatorInbound({ from: number, body: 'STOP', account: account.username })).toMatchObject({
      webhooks: 0,
    });
    const id = await insertMessageRow({
      account_id: owner.accountId,
      campaign_id: setup.campaignId,
      recipient: number,
      body: 'An offer',
    });
    await deliverToWorker('sendWorker', 'outbound-messages', { messageId: id });
    const row = await eventually(async () => {
      const r = await testDb()
        .selectFrom('sms_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return r.status === 'Suppressed' ? r : undefined;
    });
    expect(row).toMatchObject({ suppression: 'Optout', sent_at: null, send_attempts: 1 });
    expect(await isOptedOut(owner.accountId, number)).toBe(true);
    expect(await emulatorMessages({ to: number })).toEqual([]);
  });
});
