// Twilio on the test stack: the production adapter against the emulator's Twilio API (what the adapter does
// that the pipeline tests do not show: refusals, the number's webhook), the product's Twilio routes refusing
// a wrong X-Twilio-Signature (403, nothing stored) and taking a right one, and a recipient who replied STOP to
// Twilio itself (21610) recorded as an opt-out.
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
  setEmulatorBehaviour,
} from '../../test-support/sms-gateway';
import { deliverToWorker } from '../../test-support/functions';
import type { OutboundSms, ProviderConnection, SendOutcome } from './sms-gateway';
import { createTwilioGateway } from './twilio-gateway';
import { twilioSignature } from './twilio-webhooks';

vi.setConfig({ testTimeout: 60_000 });

let user: TestUser;
let provider: { providerId: number; connection: ProviderConnection };

beforeAll(async () => {
  user = await createAccountWithUser();
  provider = await createConnectedProvider(user.accountId, { protocol: 'Twilio' });
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

describe('the adapter against the emulator’s Twilio', () => {
  it('registers the number’s incoming-message URL; refusals come back mapped', async () => {
    const connection = provider.connection;
    if (connection.type !== 'Twilio') throw new Error('not Twilio');
    const account = connection.credentials.accountSid;
    const listed = await fetch(`${emulatorUrl()}/__emulator/accounts`).then(
      (r) => r.json() as Promise<{ username: string }[]>,
    );
    expect(listed.some((a) => a.username === account)).toBe(true);

    const gateway = createTwilioGateway(connection);
    expect(failed(await gateway.send(message({ to: '0821234567' })))).toMatchObject({
      retryable: false,
      reason: expect.stringContaining('21211'),
    });
    await setEmulatorBehaviour(account, { throttle: true });
    expect(failed(await gateway.send(message()))).toMatchObject({
      retryable: true,
      httpStatus: 429,
      retryAfterMs: 1000,
    });
    await setEmulatorBehaviour(account, { throttle: false });
    const wrong = createTwilioGateway({
      ...connection,
      credentials: { ...connection.credentials, authToken: 'not-the-token' },
    });
    const refused = failed(await wrong.send(message()));
    expect(refused).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(refused.reason).not.toContain('not-the-token');
    expect(await emulatorMessages({ account })).toEqual([]);
  });
});

describe('the product’s Twilio routes', () => {
  const statusUrl = (ref: string) =>
    `${process.env.API_HOST}/webhooks/twilio/${provider.providerId}/status?ref=${ref}`;
  const post = (path: string, params: [string, string][], signature: string) =>
    fetch(`${apiBase()}/api${path}`, {
      method: 'POST',
      headers: {
        ...cdnHeaders(),
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      },
      body: new URLSearchParams(params).toString(),
    });
  const reportsOf = (sid: string) =>
    testDb()
      .selectFrom('sms_delivery_reports')
      .selectAll()
      .where('provider_id', '=', provider.providerId)
      .where('provider_message_id', '=', sid)
      .execute();

  it('a wrong signature is 403 and stores nothing; the right one is taken', async () => {
    if (provider.connection.type !== 'Twilio') throw new Error('not Twilio');
    const token = provider.connection.credentials.authToken;
    const sid = `SM${'0'.repeat(24)}${Date.now().toString(16).padStart(8, '0')}`;
    const params: [string, string][] = [
      ['MessageSid', sid],
      ['MessageStatus', 'delivered'],
      ['AccountSid', provider.connection.credentials.accountSid],
    ];
    const path = `/webhooks/twilio/${provider.providerId}/status?ref=1`;
    const forged = await post(path, params, twilioSignature('another-token', statusUrl('1'), params));
    expect(forged.status).toBe(403);
    const unsigned = await post(path, params, '');
    expect(unsigned.status).toBe(403);
    // Signed for another provider's URL: refused too.
    const elsewhere = await post(path, params, twilioSignature(token, statusUrl('2'), params));
    expect(elsewhere.status).toBe(403);
    expect(await reportsOf(sid)).toEqual([]);

    const inbound = await post(
      `/webhooks/twilio/${provider.providerId}/inbound`,
      [
        ['MessageSid', sid],
        ['From', '+27821239999'],
        ['Body', 'STOP'],
      ],
      twilioSignature('another-token', 'x', []),
    );
    expect(inbound.status).toBe(403);
    expect(await isOptedOut(user.accountId, '+27821239999')).toBe(false);

    const signed = await post(path, params, twilioSignature(token, statusUrl('1'), params));
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ received: 1, unmatched: 1 });
    expect(await reportsOf(sid)).toHaveLength(1);
  });
});

describe('a recipient who replied STOP to Twilio itself', () => {
  it('Twilio refuses with 21610: the message ends Suppressed and the number is opted out', async () => {
    // An account of its own: a campaign spreads over every provider of its account.
    const owner = await createAccountWithUser();
    const setup = await createSendingSetup(owner, { connected: true, protocol: 'Twilio' });
    const account = setup.emulatorAccounts[0]!;
    // The number's webhook is not set (the STOP reaches Twilio only, as before the product was connected).
    const sid = await fetch(
      `${emulatorUrl()}/2010-04-01/Accounts/${account.username}/IncomingPhoneNumbers.json`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
        },
      },
    )
      .then((r) => r.json() as Promise<{ incoming_phone_numbers: { sid: string }[] }>)
      .then((b) => b.incoming_phone_numbers[0]!.sid);
    await fetch(`${emulatorUrl()}/2010-04-01/Accounts/${account.username}/IncomingPhoneNumbers/${sid}.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'SmsUrl=',
    });
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
