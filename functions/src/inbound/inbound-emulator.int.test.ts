// The whole loop on the test stack, as the emulator's handset page drives it: a partner's send goes out
// through the pipeline and the gateway emulator; the handset replies (POST /__emulator/inbound, what the
// page's reply box posts); the emulator calls the RECEIVED webhook registered through the adapter; the reply
// is stored, tied to the message it answers, and a STOP is honoured by the very next send. The same for each
// protocol the emulator speaks: BulkSMS's RECEIVED webhook, Twilio's signed incoming-message webhook,
// Clickatell's reply callback.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { SendAccepted } from '../sending/sending.schemas';
import { apiBase, cdnHeaders } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { isOptedOut, newCellphone, setReplyStep } from '../test-support/inbound-fixtures';
import { createSendingSetup, type SendingSetup } from '../test-support/sending-fixtures';
import { emulatorInbound, emulatorUrl, type EmulatorProtocol } from '../test-support/sms-gateway';

vi.setConfig({ testTimeout: 60_000 });

let user: TestUser;
let setup: SendingSetup;

async function send(to: string) {
  const res = await fetch(
    `${apiBase()}/api/campaigns/sms/${setup.campaignId}/sms/send?${new URLSearchParams({ apikey: setup.apiKey, to })}`,
    { headers: cdnHeaders() },
  );
  return { status: res.status, body: (await res.json()) as SendAccepted & ErrorBody };
}

const messageRow = (id: number) =>
  testDb().selectFrom('sms_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Sends to the number and waits until the handset has it (the provider's id stored, delivered). */
async function sendAndDeliver(to: string) {
  const accepted = await send(to);
  expect(accepted.status).toBe(202);
  return eventually(async () => {
    const row = await messageRow(accepted.body.messageId);
    return row.status === 'Delivered' ? row : undefined;
  }, 30_000);
}

/** The emulator's record of its calls to the product's inbound webhook, per protocol. */
async function inboundCalls(protocol: EmulatorProtocol, account: string) {
  if (protocol === 'Twilio') {
    const res = await fetch(`${emulatorUrl()}/__emulator/twilio-calls?account=${account}`);
    const calls = (await res.json()) as { url: string; status: number | null; kind: string }[];
    return calls.filter((c) => c.kind === 'inbound');
  }
  if (protocol === 'Clickatell') {
    const res = await fetch(
      `${emulatorUrl()}/__emulator/clickatell-calls?account=${encodeURIComponent(account)}`,
    );
    const calls = (await res.json()) as { url: string; status: number | null; kind: string }[];
    return calls.filter((c) => c.kind === 'reply');
  }
  const res = await fetch(`${emulatorUrl()}/__emulator/webhook-calls?account=${account}`);
  const calls = (await res.json()) as { url: string; status: number | null; scope: string }[];
  return calls.filter((c) => c.scope === 'RECEIVED');
}

const replyFrom = (from: string) =>
  eventually(() =>
    testDb()
      .selectFrom('sms_replies')
      .selectAll()
      .where('account_id', '=', user.accountId)
      .where('from_number', '=', from)
      .executeTakeFirst(),
  );

describe.each<EmulatorProtocol>(['BulkSms', 'Twilio', 'Clickatell'])(
  'replies from the emulator’s handsets (%s)',
  (protocol) => {
    beforeAll(async () => {
      // An account per protocol: a campaign spreads over every provider of its account.
      user = await createAccountWithUser();
      setup = await createSendingSetup(user, { connected: true, protocol });
      await setReplyStep(setup.campaignId, { receiveActive: true, replyType: 'Default' });
    });

    it('STOP from the handset: an Optout tied to the message, and the next send to that number refused', async () => {
      const number = newCellphone();
      const message = await sendAndDeliver(number);
      const posted = await emulatorInbound({
        from: number,
        body: 'STOP',
        account: setup.emulatorAccounts[0]!.username,
      });
      expect(posted).toMatchObject({ webhooks: 1, relatedSentMessageId: message.provider_message_id });
      const reply = await replyFrom(number);
      expect(reply).toMatchObject({
        type: 'Optout',
        keyword: 'STOP',
        campaign_id: setup.campaignId,
        in_reply_to_message_id: message.id,
        provider_id: setup.providerIds[0],
        message: 'STOP',
      });
      expect(await isOptedOut(user.accountId, number)).toBe(true);

      const next = await send(number);
      expect(next.status).toBe(422);
      expect(next.body.error).toMatchObject({ code: 'RECIPIENT_SUPPRESSED' });
      expect(next.body.error.message).toBe('This recipient opted out of your messages, so nothing was sent.');
    });

    it('YES from the handset (the page’s reply box, a form post) is a Lead of the campaign', async () => {
      const number = newCellphone();
      const message = await sendAndDeliver(number);
      // Exactly what the handset page's reply box posts (it answers with a redirect back to the page).
      const res = await fetch(`${emulatorUrl()}/__emulator/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ from: number, body: 'Yes please!' }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(await replyFrom(number)).toMatchObject({
        type: 'Lead',
        keyword: 'YES',
        campaign_id: setup.campaignId,
        in_reply_to_message_id: message.id,
      });
      // The number can still be messaged.
      expect((await send(number)).status).toBe(202);
    });

    it('the emulator saw the webhook answer 200 (it would retry anything else)', async () => {
      const inbound = await inboundCalls(protocol, setup.emulatorAccounts[0]!.username);
      expect(inbound.length).toBeGreaterThanOrEqual(2);
      for (const call of inbound)
        expect(call).toMatchObject({
          status: 200,
          url: expect.stringContaining(
            protocol === 'Twilio'
              ? '/webhooks/twilio/'
              : protocol === 'Clickatell'
                ? '/webhooks/clickatell/'
                : '/inbound?',
          ),
        });
    });
  },
);
