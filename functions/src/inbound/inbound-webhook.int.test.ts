// The inbound webhook through the real HTTP stack and database: who may post (the provider's secret), what
// it refuses, idempotency (retries and parallel duplicates), the account a reply lands in, opt-outs,
// campaign counters and callbacks.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import {
  createReplyCampaign,
  insertSentMessage,
  isOptedOut,
  newCellphone,
  newProviderMessageId,
  postInbound,
  receivedMessage,
  replyByProviderMessageId,
  replyCountsOf,
  replyStatsOf,
  repliesOf,
} from '../test-support/inbound-fixtures';
import { createListWithContacts } from '../test-support/segment-fixtures';
import { createConnectedProvider } from '../test-support/sms-gateway';

let user: TestUser;
let providerId: number;
let secret: string;
let campaignId: number;

beforeAll(async () => {
  user = await createAccountWithUser();
  const provider = await createConnectedProvider(user.accountId, { webhooks: false });
  providerId = provider.providerId;
  secret = provider.connection.webhookSecret!;
  campaignId = await createReplyCampaign(user.accountId);
});

describe('who may post replies', () => {
  it('refuses a wrong, missing or truncated secret, an unknown provider and an id that is no id, all alike', async () => {
    const from = newCellphone();
    const body = [receivedMessage({ from, body: 'YES' })];
    const answers = await Promise.all([
      postInbound(providerId, 'not-the-secret', body),
      postInbound(providerId, null, body),
      postInbound(providerId, secret.slice(0, -1), body),
      postInbound(999_999_999, secret, body),
      postInbound('abc', secret, body),
      postInbound(99_999_999_999, secret, body),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'This webhook needs the secret it was registered with.',
      });
    }
    expect((await repliesOf(user.accountId)).filter((r) => r.from_number === from)).toEqual([]);
  });

  it('refuses another provider’s secret: a reply to another account’s provider never lands in this account', async () => {
    const other = await createAccountWithUser();
    const theirs = await createConnectedProvider(other.accountId, { webhooks: false });
    const from = newCellphone();
    // Our own campaign messaged the number through our provider.
    const ours = await insertSentMessage({
      accountId: user.accountId,
      campaignId,
      providerId,
      recipient: from,
    });
    const wrongSecret = await postInbound(providerId, theirs.connection.webhookSecret, [
      receivedMessage({ from, body: 'YES' }),
    ]);
    expect(wrongSecret.status).toBe(401);
    // The other account's provider, with its own secret, naming our message: it lands in their account,
    // without a campaign (they never messaged the number), and never in ours.
    const answer = await postInbound(theirs.providerId, theirs.connection.webhookSecret, [
      receivedMessage({ from, body: 'YES please', relatedSentMessageId: ours.providerMessageId }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ stored: 1, leads: 1, withoutCampaign: 1 });
    const [theirReply] = await repliesOf(other.accountId);
    expect(theirReply).toMatchObject({
      provider_id: theirs.providerId,
      from_number: from,
      campaign_id: null,
      in_reply_to_message_id: null,
      type: 'Lead',
      keyword: 'YES',
    });
    expect((await repliesOf(user.accountId)).filter((r) => r.from_number === from)).toEqual([]);
    // A STOP to their provider opts the number out of their messages only.
    await postInbound(theirs.providerId, theirs.connection.webhookSecret, [
      receivedMessage({ from, body: 'STOP' }),
    ]);
    expect(await isOptedOut(other.accountId, from)).toBe(true);
    expect(await isOptedOut(user.accountId, from)).toBe(false);
  });

  it('checks the secret before the body: a bad body without the secret is still 401', async () => {
    expect((await postInbound(providerId, 'wrong', { not: 'an array' })).status).toBe(401);
  });

  it('answers BulkSMS’s registration check (an empty array) with 200', async () => {
    const answer = await postInbound(providerId, secret, []);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      received: 0,
      stored: 0,
      duplicates: 0,
      leads: 0,
      optouts: 0,
      unallocated: 0,
      withoutCampaign: 0,
    });
  });

  it('refuses a body that is not BulkSMS’s with 400 and stores nothing', async () => {
    const from = newCellphone();
    for (const body of [
      { id: '1', type: 'RECEIVED' },
      [{ id: '1', type: 'RECEIVED', from }],
      [{ ...receivedMessage({ from, body: 'YES' }), type: 'received' }],
      [receivedMessage({ from, body: 'YES' }), { ...receivedMessage({ from, body: 'x' }), id: '' }],
    ]) {
      const answer = await postInbound(providerId, secret, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await repliesOf(user.accountId)).filter((r) => r.from_number === from)).toEqual([]);
  });

  it('ignores SENT objects posted to the inbound webhook (they are delivery reports)', async () => {
    const sent = { ...receivedMessage({ from: newCellphone(), body: 'x' }), type: 'SENT' };
    const answer = await postInbound(providerId, secret, [sent]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: 0, stored: 0 });
  });
});

describe('storing replies once', () => {
  it('stores a reply with its numbers, text, time and provider id, and counts it', async () => {
    const from = newCellphone();
    const message = await insertSentMessage({
      accountId: user.accountId,
      campaignId,
      providerId,
      recipient: from,
    });
    const date = new Date(Date.now() - 60_000);
    date.setMilliseconds(0);
    const body = receivedMessage({
      from: from.slice(1), // BulkSMS may leave out the +
      to: '27600000000',
      body: 'Who is this? 🙂',
      relatedSentMessageId: message.providerMessageId,
      date,
    });
    const before = await replyStatsOf(campaignId);
    const countsBefore = await replyCountsOf(user.accountId);
    const answer = await postInbound(providerId, secret, [body]);
    expect(answer.body).toEqual({
      received: 1,
      stored: 1,
      duplicates: 0,
      leads: 0,
      optouts: 0,
      unallocated: 1,
      withoutCampaign: 0,
    });
    const reply = await replyByProviderMessageId(providerId, body.id);
    expect(reply).toMatchObject({
      account_id: user.accountId,
      campaign_id: campaignId,
      in_reply_to_message_id: message.id,
      from_number: from,
      to_number: '+27600000000',
      message: 'Who is this? 🙂',
      keyword: null,
      type: 'Unallocated',
      ignored: 0,
      responded: 0,
    });
    expect(reply!.received_at).toEqual(date);
    expect(await replyStatsOf(campaignId)).toEqual({ ...before, replies: before.replies + 1 });
    expect((await replyCountsOf(user.accountId)).Unallocated).toBe((countsBefore.Unallocated ?? 0) + 1);
  });

  it('a retried post (the same provider message id) is acknowledged as a duplicate and changes nothing', async () => {
    const from = newCellphone();
    const body = receivedMessage({ from, body: 'YES' });
    expect((await postInbound(providerId, secret, [body])).body).toMatchObject({ stored: 1, leads: 1 });
    const counts = await replyCountsOf(user.accountId);
    const again = await postInbound(providerId, secret, [body, { ...body, body: 'STOP' }]);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ received: 2, stored: 0, duplicates: 2 });
    expect((await repliesOf(user.accountId)).filter((r) => r.from_number === from)).toHaveLength(1);
    expect(await replyCountsOf(user.accountId)).toEqual(counts);
    // The second copy said STOP under the same id: BulkSMS's id wins, nothing is opted out.
    expect(await isOptedOut(user.accountId, from)).toBe(false);
  });

  it('the same reply posted many times at once is stored and counted once', async () => {
    const from = newCellphone();
    const message = await insertSentMessage({
      accountId: user.accountId,
      campaignId,
      providerId,
      recipient: from,
    });
    const body = receivedMessage({ from, body: 'Yes!', relatedSentMessageId: message.providerMessageId });
    const before = await replyStatsOf(campaignId);
    const counts = await replyCountsOf(user.accountId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postInbound(providerId, secret, [body])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.body.stored === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.duplicates === 1)).toHaveLength(7);
    expect((await repliesOf(user.accountId)).filter((r) => r.from_number === from)).toHaveLength(1);
    expect(await replyStatsOf(campaignId)).toEqual({
      ...before,
      replies: before.replies + 1,
      leads: before.leads + 1,
    });
    expect((await replyCountsOf(user.accountId)).Lead).toBe((counts.Lead ?? 0) + 1);
  });

  it('a call of several messages stores each (invokeOption MANY), duplicates within it once', async () => {
    const [a, b, c] = [newCellphone(), newCellphone(), newCellphone()];
    const first = receivedMessage({ from: a, body: 'STOP' });
    const answer = await postInbound(providerId, secret, [
      first,
      receivedMessage({ from: b, body: 'yes please' }),
      receivedMessage({ from: c, body: 'What is this about?' }),
      first,
    ]);
    expect(answer.body).toEqual({
      received: 4,
      stored: 3,
      duplicates: 1,
      leads: 1,
      optouts: 1,
      unallocated: 1,
      withoutCampaign: 3,
    });
  });

  it('keeps an over-long message and odd sender, cut to the columns (never refused: BulkSMS would retry)', async () => {
    const body = receivedMessage({ from: 'AVERYLONGALPHANUMERICSENDER', body: 'x'.repeat(2500) });
    const answer = await postInbound(providerId, secret, [body]);
    expect(answer.status).toBe(200);
    const reply = await replyByProviderMessageId(providerId, body.id);
    expect(reply!.message).toHaveLength(2000);
    expect(reply!.from_number).toBe('AVERYLONGALPHANUMERI');
  });
});

describe('opt-outs', () => {
  it('a STOP reply is an Optout, the number is suppressed for the account at once, and counted', async () => {
    const from = newCellphone();
    const message = await insertSentMessage({
      accountId: user.accountId,
      campaignId,
      providerId,
      recipient: from,
    });
    const before = await replyStatsOf(campaignId);
    const answer = await postInbound(providerId, secret, [
      receivedMessage({ from, body: 'Stop.', relatedSentMessageId: message.providerMessageId }),
    ]);
    expect(answer.body).toMatchObject({ stored: 1, optouts: 1 });
    const [reply] = (await repliesOf(user.accountId)).filter((r) => r.from_number === from);
    expect(reply).toMatchObject({ type: 'Optout', keyword: 'STOP', campaign_id: campaignId });
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    expect(await replyStatsOf(campaignId)).toEqual({
      ...before,
      replies: before.replies + 1,
      optouts: before.optouts + 1,
    });
  });

  it('an opt-out from a number that never got our messages is kept and honoured too', async () => {
    const from = newCellphone();
    const answer = await postInbound(providerId, secret, [receivedMessage({ from, body: 'UNSUBSCRIBE' })]);
    expect(answer.body).toMatchObject({ optouts: 1, withoutCampaign: 1 });
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    // Opting out twice is fine.
    await postInbound(providerId, secret, [receivedMessage({ from, body: 'stop' })]);
    expect(await isOptedOut(user.accountId, from)).toBe(true);
  });
});

describe('callbacks', () => {
  const callsOf = (accountId: number) =>
    testDb()
      .selectFrom('webhook_calls')
      .select(['event_type', 'event_key', 'campaign_id', 'callback_url', 'payload', 'sent'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();

  it('records a Reply and a Lead (or Optout) call for a campaign with a callback URL, none without', async () => {
    const account = await createAccountWithUser();
    const provider = await createConnectedProvider(account.accountId, { webhooks: false });
    const url = 'https://partner.example/sms-events';
    const withUrl = await createReplyCampaign(account.accountId, { callbackUrl: url });
    const without = await createReplyCampaign(account.accountId);
    const [lead, optout, plain, other] = [newCellphone(), newCellphone(), newCellphone(), newCellphone()];
    const m1 = await insertSentMessage({ ...ids(account, withUrl, provider.providerId), recipient: lead });
    await insertSentMessage({ ...ids(account, withUrl, provider.providerId), recipient: optout });
    await insertSentMessage({ ...ids(account, withUrl, provider.providerId), recipient: plain });
    await insertSentMessage({ ...ids(account, without, provider.providerId), recipient: other });
    const secretOf = provider.connection.webhookSecret;
    const leadBody = receivedMessage({ from: lead, body: 'YES', relatedSentMessageId: m1.providerMessageId });
    await postInbound(provider.providerId, secretOf, [
      leadBody,
      receivedMessage({ from: optout, body: 'STOP' }),
      receivedMessage({ from: plain, body: 'Maybe later' }),
      receivedMessage({ from: other, body: 'YES' }),
    ]);
    // A retry records nothing again.
    await postInbound(provider.providerId, secretOf, [leadBody]);

    const replies = await repliesOf(account.accountId);
    const idOf = (from: string) => replies.find((r) => r.from_number === from)!.id;
    const calls = await callsOf(account.accountId);
    expect(calls.map((c) => [c.event_type, c.event_key])).toEqual([
      ['Reply', `reply:${idOf(lead)}`],
      ['Lead', `reply:${idOf(lead)}:Lead`],
      ['Reply', `reply:${idOf(optout)}`],
      ['Optout', `reply:${idOf(optout)}:Optout`],
      ['Reply', `reply:${idOf(plain)}`],
    ]);
    for (const call of calls)
      expect(call).toMatchObject({ campaign_id: withUrl, callback_url: url, sent: 0 });
    const payload = JSON.parse(calls[1]!.payload) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('sms.reply.lead');
    expect(payload.data).toEqual({
      campaignId: withUrl,
      replyId: idOf(lead),
      from: lead,
      to: '+27600000000',
      message: 'YES',
      keyword: 'YES',
      type: 'Lead',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      inReplyToMessageId: m1.id,
    });
  });
});

const ids = (account: TestUser, campaign: number, provider: number) => ({
  accountId: account.accountId,
  campaignId: campaign,
  providerId: provider,
});

// A provider message id that the account never sent is just unknown: the reply is kept without a campaign.
it('a relatedSentMessageId we do not know falls back to the recent-message rule (none here)', async () => {
  const from = newCellphone();
  const answer = await postInbound(providerId, secret, [
    receivedMessage({ from, body: 'Hello', relatedSentMessageId: newProviderMessageId() }),
  ]);
  expect(answer.body).toMatchObject({ stored: 1, unallocated: 1, withoutCampaign: 1 });
});

describe('lists of the number', () => {
  it("a STOP counts once in the Opt-outs of the account's lists that hold the number, and no other account's", async () => {
    const from = newCellphone();
    const other = await createAccountWithUser();
    const list = (accountId: number, name: string, numbers: string[]) =>
      createListWithContacts({ accountId } as TestUser, name, numbers);
    const holding = await list(user.accountId, 'Holds the number', [from, newCellphone()]);
    const without = await list(user.accountId, 'Does not', [newCellphone()]);
    const theirs = await list(other.accountId, 'Another account', [from]);
    const optoutsOf = async (id: number) =>
      (
        await testDb()
          .selectFrom('sms_lists')
          .select('optouts')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).optouts;

    await postInbound(providerId, secret, [receivedMessage({ from, body: 'STOP' })]);
    // Said twice (a second STOP under a new id): already opted out, not counted again.
    await postInbound(providerId, secret, [receivedMessage({ from, body: 'stop' })]);
    expect(await isOptedOut(user.accountId, from)).toBe(true);
    expect(await optoutsOf(holding)).toBe(1);
    expect(await optoutsOf(without)).toBe(0);
    expect(await optoutsOf(theirs)).toBe(0);
  });
});
