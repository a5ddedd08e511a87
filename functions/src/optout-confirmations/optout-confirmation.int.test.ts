// Opt-out confirmation through the real HTTP stack: a handset's "please stop" posted to the inbound webhook
// (through the CDN) opts the number out and sends one confirmation through the send pipeline to the gateway
// emulator; a second opt-out the same day sends none; the account's setting off sends none; a number on the
// DMA list gets none; and the next marketing message to the number is suppressed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openProviderConnection } from '../providers/gateways';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { deliverToWorker } from '../test-support/functions';
import {
  insertSentMessage,
  isOptedOut,
  newCellphone,
  postInbound,
  receivedMessage,
} from '../test-support/inbound-fixtures';
import { createSendingSetup, insertMessageRow, type SendingSetup } from '../test-support/sending-fixtures';
import { emulatorMessages } from '../test-support/sms-gateway';

vi.setConfig({ testTimeout: 90_000 });

let user: TestUser;
let setup: SendingSetup;
let secret: string;
let api: ApiClient;
let accountName: string;

beforeAll(async () => {
  user = await createAccountWithUser();
  setup = await createSendingSetup(user, { connected: true });
  const provider = await testDb()
    .selectFrom('sms_providers')
    .select(['id', 'type', 'base_url', 'credentials', 'webhook_secret'])
    .where('id', '=', setup.providerIds[0]!)
    .executeTakeFirstOrThrow();
  secret = openProviderConnection(provider).webhookSecret!;
  accountName = (
    await testDb()
      .selectFrom('accounts')
      .select('name')
      .where('id', '=', user.accountId)
      .executeTakeFirstOrThrow()
  ).name;
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

/** Our campaign messaged the number; the handset answers with `body` through the inbound webhook. */
async function replyFrom(from: string, body: string) {
  const answer = await postInbound(setup.providerIds[0]!, secret, [receivedMessage({ from, body })]);
  expect(answer.status).toBe(200);
  return answer.body;
}

const confirmationsTo = (recipient: string) =>
  testDb()
    .selectFrom('sms_messages')
    .selectAll()
    .where('account_id', '=', user.accountId)
    .where('recipient', '=', recipient)
    .where('source', '=', 'OptoutConfirmation')
    .execute();

const handsetReceived = (to: string) =>
  emulatorMessages({ to, account: setup.emulatorAccounts[0]!.username });

async function messaged(to: string) {
  await insertSentMessage({
    accountId: user.accountId,
    campaignId: setup.campaignId,
    providerId: setup.providerIds[0]!,
    recipient: to,
  });
}

describe('opt-out confirmation', () => {
  it('is on by default: "please stop" opts out and one confirmation reaches the handset; a second opt-out that day sends none', async () => {
    expect((await api.get<{ optoutConfirmation: boolean }>('/api/settings')).body.optoutConfirmation).toBe(
      true,
    );
    const from = newCellphone();
    await messaged(from);

    expect(await replyFrom(from, 'please stop')).toMatchObject({ stored: 1, optouts: 1 });
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    const text = `You will receive no more messages from ${accountName}.`;
    const received = await eventually(async () => {
      const messages = (await handsetReceived(from)).filter((m) => m.body === text);
      return messages.length ? messages : undefined;
    }, 30_000);
    expect(received).toHaveLength(1);
    const [confirmation] = await confirmationsTo(from);
    expect(confirmation).toMatchObject({ campaign_id: setup.campaignId, body: text, suppression: null });
    await eventually(async () => {
      const [row] = await confirmationsTo(from);
      return row && ['Sent', 'Delivered'].includes(row.status) ? row : undefined;
    });

    // The same day, the number asks again (in other words): recorded, no second confirmation.
    expect(await replyFrom(from, 'Unsubscribe me!')).toMatchObject({ stored: 1, optouts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await confirmationsTo(from)).toHaveLength(1);
    expect((await handsetReceived(from)).filter((m) => m.body === text)).toHaveLength(1);

    // The next marketing message to the number is suppressed by the opt-out, and never reaches the handset.
    const next = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: setup.campaignId,
      recipient: from,
      source: 'Segment',
      body: 'Weekend special: 2 for 1 pizzas',
    });
    await deliverToWorker('sendWorker', 'outbound-messages', { messageId: next });
    const row = await testDb()
      .selectFrom('sms_messages')
      .select(['status', 'suppression', 'sent_at'])
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Suppressed', suppression: 'Optout', sent_at: null });
    expect((await handsetReceived(from)).filter((m) => m.body.startsWith('Weekend special'))).toEqual([]);
  });

  it('sends none when the account turned the setting off in Settings, and again when it is back on', async () => {
    const off = await api.request('PUT', '/api/settings/optout-confirmation', { json: { enabled: false } });
    expect(off.status).toBe(204);
    expect((await api.get<{ optoutConfirmation: boolean }>('/api/settings')).body.optoutConfirmation).toBe(
      false,
    );
    const from = newCellphone();
    await messaged(from);
    expect(await replyFrom(from, 'Remove me from your list')).toMatchObject({ optouts: 1 });
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await confirmationsTo(from)).toEqual([]);
    expect(await handsetReceived(from)).toEqual([]);

    const on = await api.request('PUT', '/api/settings/optout-confirmation', { json: { enabled: true } });
    expect(on.status).toBe(204);
    const again = newCellphone();
    await messaged(again);
    await replyFrom(again, 'STOP');
    expect(await confirmationsTo(again)).toHaveLength(1);
  });

  it('refuses a setting that is not true or false', async () => {
    const answer = await api.request<{ error: { code: string } }>(
      'PUT',
      '/api/settings/optout-confirmation',
      {
        json: { enabled: 'yes' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('is never sent to a number on the DMA opt-out list (exempt from the opt-out only)', async () => {
    const from = newCellphone();
    await messaged(from);
    await testDb()
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: from })
      .execute();
    expect(await replyFrom(from, 'stop asseblief')).toMatchObject({ optouts: 1 });
    expect(await confirmationsTo(from)).toEqual([]);
  });

  it('is sent when a person makes a reply an Optout in the SMS Inbox', async () => {
    const from = newCellphone();
    await messaged(from);
    expect(await replyFrom(from, 'Maybe later, busy now')).toMatchObject({ unallocated: 1, optouts: 0 });
    const reply = await testDb()
      .selectFrom('sms_replies')
      .select('id')
      .where('account_id', '=', user.accountId)
      .where('from_number', '=', from)
      .executeTakeFirstOrThrow();
    expect(await confirmationsTo(from)).toEqual([]);
    const answer = await api.post('/api/sms/responses/optout', { ids: [reply.id] });
    expect(answer.status).toBe(200);
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    const [confirmation] = await confirmationsTo(from);
    expect(confirmation).toMatchObject({ body: `You will receive no more messages from ${accountName}.` });
    await eventually(async () => {
      const messages = await handsetReceived(from);
      return messages.length ? messages : undefined;
    }, 30_000);
  });

  it('is not sent for a reply that is no opt-out', async () => {
    const from = newCellphone();
    await messaged(from);
    expect(await replyFrom(from, 'Can you stop by tomorrow?')).toMatchObject({ optouts: 0 });
    expect(await isOptedOut(user.accountId, from)).toBe(false);
    expect(await confirmationsTo(from)).toEqual([]);
  });
});
