// The conversation with one number (issue 31, part 3) through the real HTTP stack and database: one number's
// messages, replies, responses, clicks and opt-out in time order; another account's rows never shown;
// paging older events by cursor (ties at one instant across a page's edge); a malformed number; the reply
// box sending through the pipeline to the handset, once per idempotency key, and its refusals (opted out,
// nothing to answer, a marketing response without the opt-out line).
import { describe, expect, it } from 'vitest';
import { findSenderName } from '../accounts/sender-name';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { tenantScopeFor } from '../platform/tenancy';
import { RESPOND_SUPPRESSED, respondWithoutOptoutLine } from '../replies/respond.service';
import { ApiClient } from '../test-support/api-client';
import {
  createAccountWithUser,
  eventually,
  testDb,
  withoutMarketingHours,
  type TestUser,
} from '../test-support/fixtures';
import { seedReply } from '../test-support/reply-fixtures';
import { createSendingSetup, insertMessageRow } from '../test-support/sending-fixtures';
import { emulatorMessages } from '../test-support/sms-gateway';
import { CONVERSATION_BLOCKED } from './conversations.service';
import {
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_TEXTS,
  type Conversation,
  type ConversationResponseResult,
} from './conversations.schemas';

const newNumber = () => `+2783${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
const url = (cellphone: string, before?: string) =>
  `/api/sms/conversations/${encodeURIComponent(cellphone)}${before ? `?before=${before}` : ''}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function signedIn(user?: TestUser) {
  const who = user ?? (await createAccountWithUser());
  const api = new ApiClient();
  await api.signIn(who.email, who.password);
  return { user: who, api };
}

const campaignName = async (id: number) =>
  (await testDb().selectFrom('sms_campaigns').select('name').where('id', '=', id).executeTakeFirstOrThrow())
    .name;

const messagesTo = (accountId: number, recipient: string) =>
  testDb()
    .selectFrom('sms_messages')
    .select(['id', 'source', 'body', 'campaign_id'])
    .where('account_id', '=', accountId)
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

describe('Conversation with a number', () => {
  it('shows everything exchanged with the number in this account in time order, and no other account’s', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const name = await campaignName(setup.campaignId);
    const number = newNumber();
    const sent = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: setup.campaignId,
      recipient: number,
      source: 'Segment',
      body: 'Winter sale: 20% off. Reply YES for a call',
      status: 'Delivered',
      created_at: minutesAgo(60),
    });
    const replyId = await seedReply(user.accountId, {
      from: number,
      message: 'YES please',
      keyword: 'YES',
      type: 'Lead',
      campaignId: setup.campaignId,
      receivedAt: minutesAgo(50),
    });
    const click = await testDb()
      .insertInto('sms_clicks')
      .values({
        message_id: sent,
        account_id: user.accountId,
        campaign_id: setup.campaignId,
        recipient: number,
        url: 'https://shop.example/winter',
        clicks: 2,
        first_click_at: minutesAgo(40),
        latest_click_at: minutesAgo(39),
      })
      .executeTakeFirstOrThrow();
    const response = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: setup.campaignId,
      recipient: number,
      source: 'Reply',
      body: 'Thandi will call you at 3',
      status: 'Sent',
      created_at: minutesAgo(30),
    });
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: number, created_at: minutesAgo(20) })
      .execute();
    const list = await testDb()
      .insertInto('sms_lists')
      .values({ account_id: user.accountId, name: 'Customers', status: 2, contacts: 1 })
      .executeTakeFirstOrThrow();
    await testDb()
      .insertInto('sms_list_contacts')
      .values({
        list_id: Number(list.insertId),
        cellphone: number,
        first_name: 'Thandi',
        last_name: 'Mokoena',
      })
      .execute();

    // Another account wrote to and heard from the same number, later than everything above.
    const other = await createAccountWithUser();
    const otherSetup = await createSendingSetup(other, { connected: true });
    await insertMessageRow({
      account_id: other.accountId,
      campaign_id: otherSetup.campaignId,
      recipient: number,
      body: 'Another account’s message',
      status: 'Delivered',
      created_at: minutesAgo(10),
    });
    await seedReply(other.accountId, {
      from: number,
      message: 'Another account’s reply',
      campaignId: otherSetup.campaignId,
      receivedAt: minutesAgo(9),
    });

    // Typed the national way: the same conversation.
    const answer = await api.get<Conversation>(url(`0${number.slice(3)}`));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      cellphone: number,
      contactName: 'Thandi Mokoena',
      older: null,
      respondBlocked: CONVERSATION_BLOCKED.Optout,
      respondCampaign: name,
    });
    expect(
      answer.body.events.map((e) => ({
        key: e.key,
        kind: e.kind,
        body: e.body,
        campaignName: e.campaignName,
        status: e.status,
        replyType: e.replyType,
        keyword: e.keyword,
        url: e.url,
        clicks: e.clicks,
        optoutList: e.optoutList,
      })),
    ).toEqual([
      {
        key: `message:${sent}`,
        kind: 'Sent',
        body: 'Winter sale: 20% off. Reply YES for a call',
        campaignName: name,
        status: 'Delivered',
        replyType: null,
        keyword: null,
        url: null,
        clicks: null,
        optoutList: null,
      },
      {
        key: `reply:${replyId}`,
        kind: 'Reply',
        body: 'YES please',
        campaignName: name,
        status: null,
        replyType: 'Lead',
        keyword: 'YES',
        url: null,
        clicks: null,
        optoutList: null,
      },
      {
        key: `click:${Number(click.insertId)}`,
        kind: 'Click',
        body: null,
        campaignName: name,
        status: null,
        replyType: null,
        keyword: null,
        url: 'https://shop.example/winter',
        clicks: 2,
        optoutList: null,
      },
      {
        key: `message:${response}`,
        kind: 'Response',
        body: 'Thandi will call you at 3',
        campaignName: name,
        status: 'Sent',
        replyType: null,
        keyword: null,
        url: null,
        clicks: null,
        optoutList: null,
      },
      {
        key: 'optout:Optout',
        kind: 'Optout',
        body: null,
        campaignName: null,
        status: null,
        replyType: null,
        keyword: null,
        url: null,
        clicks: null,
        optoutList: 'Optout',
      },
    ]);
    const times = answer.body.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The other account sees only its own two events, never this account's.
    const { api: otherApi } = await signedIn(other);
    const theirs = await otherApi.get<Conversation>(url(number));
    expect(theirs.body.events.map((e) => e.body)).toEqual([
      'Another account’s message',
      'Another account’s reply',
    ]);
    expect(theirs.body.contactName).toBeNull();
    expect(theirs.body.respondBlocked).toBeNull();

    // The reply box is refused for the opted-out number, in the user's terms, and nothing is written.
    const before = await messagesTo(user.accountId, number);
    const refused = await api.post<ErrorBody>(`${url(number)}/responses`, {
      message: 'Sorry to see you go',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'RECIPIENT_SUPPRESSED',
      message: RESPOND_SUPPRESSED.Optout,
    });
    expect(await messagesTo(user.accountId, number)).toEqual(before);
  });

  it('pages older events on demand, each once, ties at one instant included', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user);
    const number = newNumber();
    const base = Date.now() - 3_600_000;
    const total = 70;
    // Four messages share each second, and a reply shares the instant of every fourth group.
    const expected: string[] = [];
    for (let i = 0; i < total; i += 1) {
      const at = new Date(base + Math.floor(i / 4) * 1000);
      expected.push(
        `message:${await insertMessageRow({
          account_id: user.accountId,
          campaign_id: setup.campaignId,
          recipient: number,
          body: `Message ${i + 1}`,
          status: 'Delivered',
          created_at: at,
        })}`,
      );
      if (i % 16 === 3)
        expected.push(
          `reply:${await seedReply(user.accountId, { from: number, message: `Reply ${i}`, receivedAt: at })}`,
        );
    }
    const pages: Conversation[] = [];
    let before: string | undefined;
    do {
      const answer = await api.get<Conversation>(url(number, before));
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      before = answer.body.older ?? undefined;
    } while (before && pages.length < 10);
    const sizes = pages.map((p) => p.events.length);
    expect(sizes.slice(0, -1).every((n) => n === CONVERSATION_PAGE_SIZE)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(expected.length);
    // Pages from the newest; the whole conversation, oldest first, is every event exactly once.
    const keys = [...pages].reverse().flatMap((p) => p.events.map((e) => e.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...expected].sort());
    const times = [...pages].reverse().flatMap((p) => p.events.map((e) => Date.parse(e.at)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(pages.at(-1)!.older).toBeNull();
  });

  it('answers a malformed number or cursor with a 400 in plain words', async () => {
    const { api } = await signedIn();
    const bad = await api.get<ErrorBody>(url('12ab'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(CONVERSATION_TEXTS.invalidCellphone('12ab'));
    const cursor = await api.get<ErrorBody>(url(newNumber(), 'yesterday'));
    expect(cursor.status).toBe(400);
    expect(JSON.stringify(cursor.body.error)).toContain(CONVERSATION_TEXTS.invalidCursor);
  });

  it('sends the reply box’s response through the campaign’s provider to the handset, once per key', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const number = newNumber();
    const replyId = await seedReply(user.accountId, {
      from: number,
      message: 'Is it still on?',
      campaignId: setup.campaignId,
      receivedAt: minutesAgo(5),
    });
    const idempotencyKey = crypto.randomUUID();
    const request = { message: '  Yes, until Friday.  ', idempotencyKey };
    const answer = await api.post<ConversationResponseResult>(`${url(number)}/responses`, request);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ messageId: expect.any(Number), to: number });
    // A repeated click: the same message, nothing more sent.
    const again = await api.post<ConversationResponseResult>(`${url(number)}/responses`, request);
    expect(again.body).toEqual(answer.body);
    // The same key for another number is refused, and sends nothing there.
    const elsewhere = newNumber();
    await seedReply(user.accountId, { from: elsewhere, message: 'Me too', campaignId: setup.campaignId });
    const reused = await api.post<ErrorBody>(`${url(elsewhere)}/responses`, request);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: CONVERSATION_TEXTS.idempotencyKeyReused,
    });
    expect(await messagesTo(user.accountId, elsewhere)).toEqual([]);
    expect(await messagesTo(user.accountId, number)).toEqual([
      {
        id: answer.body.messageId,
        source: 'Reply',
        body: 'Yes, until Friday.',
        campaign_id: setup.campaignId,
      },
    ]);
    const reply = await testDb()
      .selectFrom('sms_replies')
      .select(['responded', 'response_message_id'])
      .where('id', '=', replyId)
      .executeTakeFirstOrThrow();
    expect(reply).toEqual({ responded: 1, response_message_id: answer.body.messageId });
    const received = await eventually(async () => {
      const messages = await emulatorMessages({ to: number });
      return messages.length ? messages : undefined;
    });
    expect(received.map((m) => m.body)).toEqual(['Yes, until Friday.']);
    const conversation = await api.get<Conversation>(url(number));
    expect(conversation.body.events.map((e) => [e.kind, e.body])).toEqual([
      ['Reply', 'Is it still on?'],
      ['Response', 'Yes, until Friday.'],
    ]);
  });

  it('refuses a response with nothing to answer, and a marketing response without the opt-out line', async () => {
    const { user, api } = await signedIn();
    const setup = await createSendingSetup(user, { connected: true });
    const silent = newNumber();
    await insertMessageRow({ account_id: user.accountId, campaign_id: setup.campaignId, recipient: silent });
    const nothing = await api.post<ErrorBody>(`${url(silent)}/responses`, {
      message: 'Hello',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe(CONVERSATION_TEXTS.nothingToAnswer);
    expect((await api.get<Conversation>(url(silent))).body.respondBlocked).toBe(
      CONVERSATION_TEXTS.nothingToAnswer,
    );

    // A reply of two days ago: a response now is marketing (no prohibited hours in this account's country).
    await withoutMarketingHours(user.accountId);
    const old = newNumber();
    await seedReply(user.accountId, {
      from: old,
      message: 'Tell me more',
      campaignId: setup.campaignId,
      receivedAt: minutesAgo(48 * 60),
    });
    const senderName = await findSenderName(testDb(), tenantScopeFor(user.accountId));
    const bare = await api.post<ErrorBody>(`${url(old)}/responses`, {
      message: 'We have a new offer',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(bare.status).toBe(422);
    expect(bare.body.error.fields).toEqual({ message: [respondWithoutOptoutLine(senderName)] });
    expect(await messagesTo(user.accountId, old)).toEqual([]);
    const lined = await api.post(`${url(old)}/responses`, {
      message: `We have a new offer\n${senderName}: Reply STOP to opt out`,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(lined.status).toBe(202);
  });
});
