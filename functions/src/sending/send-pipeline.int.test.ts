// The message pipeline end to end on the test stack: the send endpoint, the outbound queue, the send
// worker, each provider adapter (BulkSMS, Twilio, Clickatell) against the gateway emulator speaking its protocol, their
// delivery reports, and the hourly counters; with a throttling provider, a failing one, crashes and opt-outs
// in between.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase, cdnHeaders } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { deliverToWorker, invokeFunction, sendToStageQueue } from '../test-support/functions';
import { createSendingSetup, insertMessageRow, statsOf } from '../test-support/sending-fixtures';
import { emulatorMessages, setEmulatorBehaviour, type EmulatorProtocol } from '../test-support/sms-gateway';
import { gatewayFor, openProviderConnection } from '../providers/gateways';
import type { SendAccepted } from './sending.schemas';

vi.setConfig({ testTimeout: 90_000 });

let user: TestUser;

// Each test sends from an account of its own: spread campaigns use every provider of their account.
beforeEach(async () => {
  user = await createAccountWithUser();
});

async function send(setup: { campaignId: number; apiKey: string }, to: string): Promise<SendAccepted> {
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${setup.campaignId}/sms/send`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', 'x-api-key': setup.apiKey },
    body: JSON.stringify({ to }),
  });
  expect(res.status).toBe(202);
  return (await res.json()) as SendAccepted;
}

const row = (id: number) =>
  testDb().selectFrom('sms_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const until = (id: number, status: string, timeoutMs = 30_000) =>
  eventually(async () => ((await row(id)).status === status ? row(id) : undefined), timeoutMs);

/**
 * A Queued message as accepting and the relay leave it: written, counted Queued and on its way to the worker
 * (the test hands it to the worker itself, so it can act in between).
 */
async function writeQueued(campaignId: number, recipient: string, createdAt = new Date()): Promise<number> {
  const id = await insertMessageRow({
    account_id: user.accountId,
    campaign_id: campaignId,
    recipient,
    body: 'Written, then the accepting function died',
    created_at: createdAt,
    enqueued_at: createdAt,
  });
  await testDb()
    .insertInto('sms_campaign_stats')
    .values({ campaign_id: campaignId, account_id: user.accountId, hour: new Date(), queued: 1 })
    .onDuplicateKeyUpdate({ queued: 1 })
    .execute();
  return id;
}

/** What differs between the protocols: the providers' own status words, and deduplication. */
const PROTOCOLS: {
  protocol: EmulatorProtocol;
  delivered: string;
  expired: string;
  /** The intermediate report's status ("sent to the network"). */
  sent: string;
  /** POSTs the emulator saw for a message resent after a worker died mid-send. */
  resentSubmissions: number;
}[] = [
  {
    protocol: 'BulkSms',
    delivered: 'DELIVERED',
    expired: 'FAILED.EXPIRED',
    sent: 'SENT',
    resentSubmissions: 2,
  },
  // Twilio has no deduplication key: the resend looks up what Twilio accepted and posts nothing.
  {
    protocol: 'Twilio',
    delivered: 'delivered',
    expired: 'undelivered.30003',
    sent: 'sent',
    resentSubmissions: 1,
  },
  // Clickatell has neither a deduplication key nor a look-up by our reference: the earlier attempt's status
  // callback (it echoes clientMessageId) is what proves it was accepted, and nothing is posted again.
  {
    protocol: 'Clickatell',
    delivered: 'DEVICE_ACK',
    expired: 'EXPIRED.20',
    sent: 'SENT_TO_SUPPLIER',
    resentSubmissions: 1,
  },
];

describe.each(PROTOCOLS)(
  'a message sent through the pipeline ($protocol)',
  ({ protocol, delivered: deliveredStatus, expired, sent: sentStatus }) => {
    it('is sent once through the emulator, delivered, costed and counted', async () => {
      const setup = await createSendingSetup(user, {
        connected: true,
        protocol,
        providers: [{ price: '0.3000' }],
      });
      const accepted = await send(setup, '0821230101');
      const delivered = await until(accepted.messageId, 'Delivered');
      expect(delivered).toMatchObject({
        provider_id: setup.providerIds[0],
        send_attempts: 1,
        fail_reason: null,
      });
      expect(delivered.provider_message_id).toBeTruthy();
      expect(Number(delivered.cost)).toBeCloseTo(0.3);
      expect(delivered.sent_at).not.toBeNull();
      expect(delivered.delivered_at).not.toBeNull();
      const received = await emulatorMessages({ reference: String(accepted.messageId) });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to: '+27821230101', body: delivered.body, submissions: 1 });
      const reports = await testDb()
        .selectFrom('sms_delivery_reports')
        .select(['status', 'delivered'])
        .where('message_id', '=', accepted.messageId)
        .execute();
      expect(reports.some((r) => r.status === deliveredStatus && r.delivered === 1)).toBe(true);
      expect(await statsOf(setup.campaignId)).toMatchObject({
        queued: 1,
        sent: 1,
        delivered: 1,
        segments: 1,
      });
    });

    it('ends Undelivered when the handset never gets it (a failing test number)', async () => {
      const setup = await createSendingSetup(user, { connected: true, protocol });
      const accepted = await send(setup, '+27829000150');
      const undelivered = await until(accepted.messageId, 'Undelivered');
      expect(undelivered.fail_reason).toBe(expired);
      expect(await statsOf(setup.campaignId)).toMatchObject({ sent: 1, undelivered: 1, delivered: 0 });
    });

    it('takes reports out of order and twice: Delivered once, counted once, every report kept once', async () => {
      const setup = await createSendingSetup(user, { connected: true, protocol });
      await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, {
        dlrOutOfOrder: true,
        dlrDuplicate: true,
        dlrDelayMs: 50,
      });
      const accepted = await send(setup, '0821230121');
      await until(accepted.messageId, 'Delivered');
      const reports = await eventually(async () => {
        const rows = await testDb()
          .selectFrom('sms_delivery_reports')
          .select(['status', 'delivered'])
          .where('message_id', '=', accepted.messageId)
          .orderBy('id')
          .execute();
        return rows.length === 2 ? rows : undefined;
      });
      // The provider sent the final report first (the emulator's own record). The two calls run side by side, so
      // which one the product stores first depends on which function instance answers first; either way the
      // "sent" neither moved the message back nor counted again, and each report is kept once.
      const [emulated] = await emulatorMessages({ reference: String(accepted.messageId) });
      expect(emulated!.reports.map((r) => r.status)).toEqual(['DELIVERED', 'SENT']);
      expect(reports.map((r) => r.status).sort()).toEqual([deliveredStatus, sentStatus].sort());
      expect((await row(accepted.messageId)).status).toBe('Delivered');
      expect(await statsOf(setup.campaignId)).toMatchObject({ sent: 1, delivered: 1 });
    });

    it('waits out a provider that throttles (429 with Retry-After), without using up attempts or sending twice', async () => {
      const setup = await createSendingSetup(user, { connected: true, protocol });
      const username = setup.emulatorAccounts[0]!.username;
      await setEmulatorBehaviour(username, { throttle: true });
      const accepted = await Promise.all(
        Array.from({ length: 6 }, (_, i) => send(setup, `08212302${10 + i}`)),
      );
      // While it throttles, the messages wait (Queued again, the 429 as their latest reason).
      for (const a of accepted) {
        await eventually(async () => {
          const r = await row(a.messageId);
          return r.status === 'Queued' && r.fail_reason?.includes('429') ? r : undefined;
        });
      }
      await setEmulatorBehaviour(username, { throttle: 0.5 });
      for (const a of accepted) {
        const delivered = await until(a.messageId, 'Delivered', 60_000);
        expect(delivered.send_attempts).toBe(1); // throttled attempts are not failures
        expect(await emulatorMessages({ reference: String(a.messageId) })).toHaveLength(1);
      }
      expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 6, sent: 6, delivered: 6, failed: 0 });
    });

    it('fails over to the next provider of the same spread when one keeps failing', async () => {
      const setup = await createSendingSetup(user, { connected: true, protocol, providers: [{}, {}] });
      // Messages start on the providers in turn (by message id); the first provider answers 503 to all.
      await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, { failWith: 503, failRate: 1 });
      const accepted = await Promise.all(
        Array.from({ length: 4 }, (_, i) => send(setup, `08212303${10 + i}`)),
      );
      for (const a of accepted) {
        const delivered = await until(a.messageId, 'Delivered', 60_000);
        expect(delivered.provider_id).toBe(setup.providerIds[1]);
        // Started on the failing provider: two attempts there, the third on the next one.
        expect(delivered.send_attempts).toBe(a.messageId % 2 === 0 ? 3 : 1);
        expect(
          await emulatorMessages({
            reference: String(a.messageId),
            account: setup.emulatorAccounts[1]!.username,
          }),
        ).toHaveLength(1);
      }
      expect(accepted.some((a) => a.messageId % 2 === 0)).toBe(true);
    });

    // The runner's last attempt, not the protocol (each adapter's 5xx is covered above and in its own tests): once.
    it.skipIf(protocol !== 'BulkSms')(
      'ends Failed with the reason when every attempt fails, counted once',
      async () => {
        const setup = await createSendingSetup(user, { connected: true, protocol });
        await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, { failWith: 500, failRate: 1 });
        const accepted = await send(setup, '0821230401');
        const failed = await until(accepted.messageId, 'Failed', 60_000);
        expect(failed.send_attempts).toBe(4);
        expect(failed.fail_reason).toMatch(/500/);
        expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 1, sent: 0, failed: 1 });
      },
    );

    it('ends Failed at once when the provider refuses the message itself (400)', async () => {
      const setup = await createSendingSetup(user, { connected: true, protocol });
      await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, { failWith: 400, failCount: 1 });
      const accepted = await send(setup, '0821230501');
      const failed = await until(accepted.messageId, 'Failed');
      expect(failed.send_attempts).toBe(1);
    });
  },
);

describe('crashes and races', () => {
  it('queues and counts a message that was written but never queued (the accepting function died after its insert)', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    const id = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: setup.campaignId,
      recipient: '+27821230601',
      body: 'Written, then the accepting function died',
    });
    await until(id, 'Delivered');
    expect(await emulatorMessages({ reference: String(id) })).toHaveLength(1);
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 1, sent: 1, delivered: 1 });
  });

  it('an opt-out that arrives between accept and send wins: Suppressed, nothing sent', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    const id = await writeQueued(setup.campaignId, '+27821230701');
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27821230701' })
      .execute();
    await deliverToWorker('sendWorker', 'outbound-messages', { messageId: id });
    expect(await row(id)).toMatchObject({ status: 'Suppressed', suppression: 'Optout', sent_at: null });
    expect(await emulatorMessages({ reference: String(id) })).toHaveLength(0);
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 0, suppressed: 1 });
  });

  it('two workers given the same message send it once', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, { latencyMs: 300 });
    const id = await writeQueued(setup.campaignId, '+27821230801');
    await Promise.all([
      deliverToWorker('sendWorker', 'outbound-messages', { messageId: id }),
      deliverToWorker('sendWorker', 'outbound-messages', { messageId: id }),
      deliverToWorker('sendWorker', 'outbound-messages', { messageId: id }),
    ]);
    await until(id, 'Delivered');
    const received = await emulatorMessages({ reference: String(id) });
    expect(received).toHaveLength(1);
    expect(received[0]!.submissions).toBe(1);
    expect((await statsOf(setup.campaignId)).sent).toBe(1);
  });

  it.each(PROTOCOLS)(
    'a worker that died mid-send (the provider had it) does not send it again: one SMS ($protocol)',
    async ({ protocol, resentSubmissions }) => {
      const setup = await createSendingSetup(user, { connected: true, protocol });
      const id = await writeQueued(setup.campaignId, '+27821230901');
      // The provider's reports come seconds later, so the message is still in flight when it is retried (a cold
      // sweeper could otherwise find it Delivered already). Clickatell's only proof of an earlier acceptance is
      // its status callback (no deduplication, no look-up by our id): its retry waits for the first one, as a
      // retry after a lost answer comes after backoff.
      const clickatell = protocol === 'Clickatell';
      await setEmulatorBehaviour(setup.emulatorAccounts[0]!.username, { dlrDelayMs: 3000 });
      // The dead worker's call reached the provider; then it died before recording anything.
      const provider = await testDb()
        .selectFrom('sms_providers')
        .select(['id', 'type', 'base_url', 'credentials', 'webhook_secret'])
        .where('id', '=', setup.providerIds[0]!)
        .executeTakeFirstOrThrow();
      const first = await gatewayFor(openProviderConnection(provider)).send({
        reference: String(id),
        to: '+27821230901',
        body: 'Written, then the accepting function died',
        encoding: 'GSM7',
      });
      expect(first.ok).toBe(true);
      if (clickatell)
        await eventually(() =>
          testDb()
            .selectFrom('sms_delivery_reports')
            .select('id')
            .where('message_id', '=', id)
            .executeTakeFirst(),
        );
      await testDb()
        .updateTable('sms_messages')
        .set({
          status: 'Sending',
          lease_owner: 'dead-worker',
          lease_expires_at: new Date(Date.now() - 1000),
          send_attempts: 1,
        })
        .where('id', '=', id)
        .execute();
      await invokeFunction('jobSweeper');
      const delivered = await until(id, 'Delivered');
      const received = await emulatorMessages({ reference: String(id) });
      expect(received).toHaveLength(1);
      expect(received[0]!.submissions).toBe(resentSubmissions);
      expect(first.ok && delivered.provider_message_id).toBe(first.ok ? first.providerMessageId : null);
      expect((await statsOf(setup.campaignId)).sent).toBe(1);
    },
  );

  it('a message dead-lettered from the send queue ends Failed, visible in history', async () => {
    const setup = await createSendingSetup(user, { connected: true });
    const id = await writeQueued(setup.campaignId, '+27821231001');
    await testDb()
      .updateTable('sms_messages')
      .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', id)
      .execute();
    await sendToStageQueue('outbound-messages-dlq', { messageId: id });
    const failed = await until(id, 'Failed');
    expect(failed.fail_reason).toMatch(/every attempt/);
    expect((await statsOf(setup.campaignId)).failed).toBe(1);
  });
});

describe('short links in sent messages', () => {
  it('the delivered message carries a short link that redirects and counts the click', async () => {
    const setup = await createSendingSetup(user, { connected: true, messages: ['Track it: #CLICKURL#'] });
    const accepted = await send(setup, '0821231101');
    const delivered = await until(accepted.messageId, 'Delivered');
    const link = delivered.body.replace('Track it: ', '');
    const res = await fetch(link, {
      redirect: 'manual',
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.example/offer');
    const clicks = await testDb()
      .selectFrom('sms_clicks')
      .selectAll()
      .where('message_id', '=', accepted.messageId)
      .execute();
    expect(clicks).toHaveLength(1);
  });
});
