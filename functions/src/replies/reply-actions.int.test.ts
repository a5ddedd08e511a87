import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { replyCountsOf, seedReplies } from '../test-support/reply-fixtures';
import { REPLY_IDS_REQUIRED, type ReplyListResponse } from './replies.schemas';

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

async function campaignWithCallback(accountId: number): Promise<number> {
  const db = testDb();
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: accountId, name: `Actions ${Math.random()}`, group_name: null })
    .executeTakeFirstOrThrow();
  const { insertId } = await db
    .insertInto('sms_campaigns')
    .values({
      account_id: accountId,
      category_id: Number(category.insertId),
      name: 'Callback campaign',
      type: 0,
      callback_url: 'https://partner.example/hooks/sms',
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

const rowsOf = (ids: number[]) =>
  testDb()
    .selectFrom('sms_replies')
    .select(['id', 'type', 'ignored'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

const leadsAndOptouts = async (campaignId: number) => {
  const row = await testDb()
    .selectFrom('sms_campaign_stats')
    .select((eb) => [eb.fn.sum<number>('leads').as('leads'), eb.fn.sum<number>('optouts').as('optouts')])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { leads: Number(row.leads ?? 0), optouts: Number(row.optouts ?? 0) };
};

describe('reply actions (spec 1 §4, enforced on the server)', () => {
  it('makes only Unallocated, not-ignored replies of the account Leads, counting exactly what changed', async () => {
    const { user, api } = await signedIn();
    const campaignId = await campaignWithCallback(user.accountId);
    const [a, b, lead, optout, ignored, noCampaign] = await seedReplies(user.accountId, [
      { from: '+27820000001', message: 'Interested', campaignId },
      { from: '+27820000002', message: 'Tell me more', campaignId },
      { type: 'Lead', keyword: 'YES', message: 'YES', campaignId },
      { type: 'Optout', keyword: 'STOP', message: 'STOP', campaignId },
      { message: 'meh', ignored: true, campaignId },
      { from: '+27820000006', message: 'Hi' },
    ]);
    const stranger = await createAccountWithUser();
    const [foreign] = await seedReplies(stranger.accountId, [{ message: 'not yours' }]);
    const before = await leadsAndOptouts(campaignId);

    const answer = await api.post('/api/sms/responses/lead', {
      ids: [a, b, lead, optout, ignored, noCampaign, foreign, a, 999_999_999],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ changed: 3 });
    expect(await rowsOf([a!, b!, lead!, optout!, ignored!, noCampaign!])).toEqual([
      { id: a, type: 'Lead', ignored: 0 },
      { id: b, type: 'Lead', ignored: 0 },
      { id: lead, type: 'Lead', ignored: 0 },
      { id: optout, type: 'Optout', ignored: 0 },
      { id: ignored, type: 'Unallocated', ignored: 1 },
      { id: noCampaign, type: 'Lead', ignored: 0 },
    ]);
    expect(await rowsOf([foreign!])).toEqual([{ id: foreign, type: 'Unallocated', ignored: 0 }]);
    const counts = await replyCountsOf(user.accountId);
    expect(counts.counters).toEqual(counts.rows);
    expect(counts.days).toEqual(counts.rows);
    expect(counts.rows).toEqual({ 'Lead/0': 4, 'Optout/0': 1, 'Unallocated/1': 1 });
    expect(await replyCountsOf(stranger.accountId)).toMatchObject({ counters: { 'Unallocated/0': 1 } });
    // The campaign counts the two new leads (the reply with no campaign has none to count in).
    expect(await leadsAndOptouts(campaignId)).toEqual({ leads: before.leads + 2, optouts: before.optouts });
    // Each new lead of a campaign with a callback URL is posted once.
    const calls = await testDb()
      .selectFrom('webhook_calls')
      .select(['event_type', 'event_key', 'payload'])
      .where('account_id', '=', user.accountId)
      .orderBy('id')
      .execute();
    expect(calls.map((c) => [c.event_type, c.event_key])).toEqual([
      ['Lead', `reply:${a}:Lead`],
      ['Lead', `reply:${b}:Lead`],
    ]);
    expect(JSON.parse(calls[0]!.payload)).toMatchObject({
      type: 'sms.reply.lead',
      data: { campaignId, replyId: a, from: '+27820000001', message: 'Interested' },
    });
    // The inbox shows them as Leads now.
    const leads = await api.post<ReplyListResponse>('/api/sms/responses', { type: 'Leads' });
    expect(leads.body.totalRows).toBe(4);
  });

  it('cannot turn a Lead into an Optout, nor ignore or unignore the wrong replies, whatever is sent', async () => {
    const { user, api } = await signedIn();
    const [lead, optout, unallocated, ignored] = await seedReplies(user.accountId, [
      { type: 'Lead', keyword: 'YES', message: 'YES' },
      { type: 'Optout', keyword: 'STOP', message: 'STOP' },
      { message: 'What?' },
      { message: 'meh', ignored: true },
    ]);
    const call = async (action: string, ids: number[]) =>
      (await api.post<{ changed: number }>(`/api/sms/responses/${action}`, { ids })).body.changed;
    expect(await call('optout', [lead!])).toBe(0);
    expect(await call('lead', [optout!])).toBe(0);
    expect(await call('ignore', [lead!, optout!])).toBe(0);
    expect(await call('unignore', [lead!, optout!, unallocated!])).toBe(0);
    expect(await call('lead', [ignored!])).toBe(0);
    expect(await call('ignore', [unallocated!, ignored!])).toBe(1);
    expect(await call('ignore', [unallocated!])).toBe(0);
    expect(await call('unignore', [unallocated!, ignored!])).toBe(2);
    expect(await rowsOf([lead!, optout!, unallocated!, ignored!])).toEqual([
      { id: lead, type: 'Lead', ignored: 0 },
      { id: optout, type: 'Optout', ignored: 0 },
      { id: unallocated, type: 'Unallocated', ignored: 0 },
      { id: ignored, type: 'Unallocated', ignored: 0 },
    ]);
    const counts = await replyCountsOf(user.accountId);
    expect(counts.counters).toEqual(counts.rows);
    expect(counts.days).toEqual(counts.rows);
    expect(counts.rows).toEqual({ 'Lead/0': 1, 'Optout/0': 1, 'Unallocated/0': 2 });
  });

  it('opts the numbers out when replies are made Optouts by hand', async () => {
    const { user, api } = await signedIn();
    const campaignId = await campaignWithCallback(user.accountId);
    const [a, b, c] = await seedReplies(user.accountId, [
      { from: '+27830000001', message: 'Remove me please', campaignId },
      { from: '+27830000001', message: 'REMOVE ME', campaignId },
      { from: '+27830000003', message: 'no more' },
    ]);
    const answer = await api.post('/api/sms/responses/optout', { ids: [a, b, c] });
    expect(answer.body).toEqual({ changed: 3 });
    const optouts = await testDb()
      .selectFrom('sms_optouts')
      .select('cellphone')
      .where('account_id', '=', user.accountId)
      .orderBy('cellphone')
      .execute();
    expect(optouts.map((o) => o.cellphone)).toEqual(['+27830000001', '+27830000003']);
    expect(await leadsAndOptouts(campaignId)).toEqual({ leads: 0, optouts: 2 });
    const counts = await replyCountsOf(user.accountId);
    expect(counts.counters).toEqual(counts.rows);
    expect(counts.days).toEqual(counts.rows);
    expect(counts.rows).toEqual({ 'Optout/0': 3 });
    const calls = await testDb()
      .selectFrom('webhook_calls')
      .select('event_key')
      .where('account_id', '=', user.accountId)
      .execute();
    expect(calls.map((x) => x.event_key).sort()).toEqual([`reply:${a}:Optout`, `reply:${b}:Optout`].sort());
  });

  it('keeps the counters exact when the same replies are changed by two requests at once', async () => {
    const { user, api } = await signedIn();
    const ids = await seedReplies(
      user.accountId,
      Array.from({ length: 10 }, (_, i) => ({ message: `Reply ${i}` })),
    );
    const answers = await Promise.all([
      api.post<{ changed: number }>('/api/sms/responses/lead', { ids }),
      api.post<{ changed: number }>('/api/sms/responses/optout', { ids }),
      api.post<{ changed: number }>('/api/sms/responses/ignore', { ids }),
    ]);
    expect(answers.reduce((n, a) => n + a.body.changed, 0)).toBe(10);
    const counts = await replyCountsOf(user.accountId);
    expect(counts.counters).toEqual(counts.rows);
    expect(counts.days).toEqual(counts.rows);
  });

  it('refuses a malformed list of ids', async () => {
    const { api } = await signedIn();
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [1.5] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const answer = await api.post<ErrorBody>('/api/sms/responses/ignore', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await api.post<ErrorBody>('/api/sms/responses/lead', { ids: [] });
    expect(empty.body.error.fields).toEqual({ ids: [REPLY_IDS_REQUIRED] });
  });
});
