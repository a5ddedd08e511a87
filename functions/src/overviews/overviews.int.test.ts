import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import {
  createOverviewCampaign,
  createOverviewCategory,
  directAggregate,
  directDays,
  sa,
  seedClick,
  seedMessage,
  type DirectCounts,
} from '../test-support/overview-fixtures';
import { seedReply } from '../test-support/reply-fixtures';
import { addDays } from '../platform/time/zoned-time';
import { southAfricanToday } from './overview-params.schemas';
import type {
  CategoryOverviewResponse,
  DailyOverviewResponse,
  MonthlyOverviewResponse,
  OverviewRow,
  RebuildStatus,
} from './overviews.schemas';

// The overviews through the real stack: raw rows seeded with their edge cases, the consolidation job
// invoked as EventBridge would (the test stage's poller also runs it every 5 s), the Rebuild through the
// ReportBuilds queue and its worker, and every number compared with a direct aggregate of the raw rows.
let alice: TestUser;
let bob: TestUser;
let api: ApiClient;
let bobApi: ApiClient;
const ids = { alpha: 0, beta: 0, gamma: 0, zeta: 0, betaSent: 0, gammaDelivered: 0 };

const monthly = (body: object) =>
  api.post<MonthlyOverviewResponse>('/api/sms/overview/campaign/monthly', body);
const daily = (body: object) => api.post<DailyOverviewResponse>('/api/sms/overview/campaign/daily', body);
const category = (body: object) => api.post<CategoryOverviewResponse>('/api/sms/overview/category', body);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The row's counters as the direct aggregate words them. */
const countsOf = (row: OverviewRow): DirectCounts => ({
  queued: row.totalInQueue,
  sent: row.totalSentThroughGateway,
  delivered: row.totalDelivered,
  replies: row.leads + row.optOuts,
  leads: row.leads,
  optouts: row.optOuts,
  clicked: row.clicked,
  cost: row.totalCost,
});

/** The response's day series: every day from `from` to `to`, equal to the direct aggregate per day. */
async function daysMatchDirect(
  days: MonthlyOverviewResponse['days'] | null,
  from: string,
  to: string,
): Promise<boolean> {
  const direct = await directDays(alice.accountId, from, to);
  const expected: { date: string; sent: number; delivered: number }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    expected.push({ date: d, sent: direct.get(d)?.sent ?? 0, delivered: direct.get(d)?.delivered ?? 0 });
  return JSON.stringify(days) === JSON.stringify(expected);
}

/** The response's rows and days equal the direct aggregate of the period (same campaigns, same numbers). */
async function matchesDirect(
  body: MonthlyOverviewResponse | DailyOverviewResponse,
  from: string,
  to: string,
): Promise<boolean> {
  const direct = await directAggregate(alice.accountId, from, to);
  const expected = [...direct.entries()].map(([id, c]) => ({ id, ...c, cost: round2(c.cost) }));
  const actual = body.data.map((row) => ({ id: row.smsCampaignId!, ...countsOf(row) }));
  const sort = (a: { id: number }, b: { id: number }) => a.id - b.id;
  return (
    JSON.stringify(actual.sort(sort)) === JSON.stringify(expected.sort(sort)) &&
    (await daysMatchDirect(body.days, from, to))
  );
}

async function marchMatches(): Promise<MonthlyOverviewResponse | undefined> {
  const res = await monthly({ year: 2024, month: 3 });
  return res.status === 200 && (await matchesDirect(res.body, '2024-03-01', '2024-03-31'))
    ? res.body
    : undefined;
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([createAccountWithUser(), createAccountWithUser()]);
  api = new ApiClient();
  bobApi = new ApiClient();
  await api.signIn(alice.email, alice.password);
  await bobApi.signIn(bob.email, bob.password);
  const retail = await createOverviewCategory(alice.accountId, 'Retail');
  const banking = await createOverviewCategory(alice.accountId, 'Banking');
  ids.alpha = await createOverviewCampaign(alice.accountId, retail, 'Alpha sale');
  ids.beta = await createOverviewCampaign(alice.accountId, retail, 'Beta launch');
  ids.gamma = await createOverviewCampaign(alice.accountId, banking, 'Gamma loans');
  ids.zeta = await createOverviewCampaign(
    bob.accountId,
    await createOverviewCategory(bob.accountId, 'Bob'),
    'Zeta',
  );

  const a = alice.accountId;
  // Alpha on Sunday 10 March: two delivered (one clicked), one undelivered, one suppressed at send time.
  const clicked = await seedMessage(a, ids.alpha, { createdAt: sa('2024-03-10 09:00'), status: 'Delivered' });
  await seedMessage(a, ids.alpha, { createdAt: sa('2024-03-10 09:01'), status: 'Delivered' });
  await seedMessage(a, ids.alpha, { createdAt: sa('2024-03-10 09:02'), status: 'Undelivered' });
  await seedMessage(a, ids.alpha, { createdAt: sa('2024-03-10 09:03'), status: 'Suppressed' });
  await seedClick(clicked, sa('2024-03-12 08:00'));
  // Sent on 31 March late evening, delivered in April: counts in March (the send's day).
  await seedMessage(a, ids.alpha, {
    createdAt: sa('2024-03-31 23:30'),
    status: 'Delivered',
    deliveredAt: sa('2024-04-01 01:00'),
  });
  // 31 March 22:30 UTC is already 1 April in South Africa: April's.
  await seedMessage(a, ids.alpha, { createdAt: sa('2024-04-01 00:30'), status: 'Delivered' });
  // Beta: three sent on the 15th, no delivery report yet.
  ids.betaSent = await seedMessage(a, ids.beta, { createdAt: sa('2024-03-15 10:00'), status: 'Sent' });
  await seedMessage(a, ids.beta, { createdAt: sa('2024-03-15 10:00'), status: 'Sent' });
  await seedMessage(a, ids.beta, { createdAt: sa('2024-03-15 10:00'), status: 'Sent' });
  // Gamma: two delivered on the 20th, at 30c.
  ids.gammaDelivered = await seedMessage(a, ids.gamma, {
    createdAt: sa('2024-03-20 12:00'),
    status: 'Delivered',
    cost: 0.3,
  });
  await seedMessage(a, ids.gamma, { createdAt: sa('2024-03-20 12:00'), status: 'Delivered', cost: 0.3 });
  // Replies: a lead for Alpha, an opt-out for Beta, one with no campaign, and April's lead.
  await seedReply(a, { campaignId: ids.alpha, type: 'Lead', receivedAt: sa('2024-03-11 10:00') });
  await seedReply(a, { campaignId: ids.beta, type: 'Optout', receivedAt: sa('2024-03-16 10:00') });
  await seedReply(a, { campaignId: null, type: 'Unallocated', receivedAt: sa('2024-03-12 10:00') });
  await seedReply(a, { campaignId: ids.alpha, type: 'Lead', receivedAt: sa('2024-04-02 10:00') });
  // Bob's campaign on the same Sunday: never in Alice's answers.
  for (let i = 0; i < 5; i += 1)
    await seedMessage(bob.accountId, ids.zeta, { createdAt: sa('2024-03-10 09:00'), status: 'Delivered' });

  await invokeFunction('overviewConsolidation');
}, 60_000);

describe('the overviews after the consolidation job', () => {
  it('Monthly Overview By Campaign equals a direct aggregate of the raw rows', async () => {
    const body = await eventually(marchMatches, 30_000);
    expect(body).toMatchObject({
      monthName: 'March',
      year: 2024,
      startDate: '2024-03-01',
      endDate: '2024-03-31',
    });
    expect(body.data.map((r) => r.campaignName)).toEqual(['Alpha sale', 'Beta launch', 'Gamma loans']);
    const alpha = body.data[0]!;
    // 3 sent on the 10th (the suppressed one never queued) plus the one delivered in April.
    expect(alpha).toMatchObject({
      smsCampaignId: ids.alpha,
      currencySymbol: 'R',
      totalInQueue: 4,
      totalSentThroughGateway: 4,
      totalDelivered: 3,
      deliveryRate: 75,
      leads: 1,
      responseRate: 33.33,
      clicked: 1,
      clickRate: 33.33,
      totalCost: 1,
      totalRevenue: 0,
      grossProfit: -1,
      costPerLead: 1,
      costPerClick: 1,
    });
    expect(body.data[1]).toMatchObject({ totalInQueue: 3, totalDelivered: 0, optOuts: 1, deliveryRate: 0 });
    expect(body.totals).toMatchObject({
      smsCampaignId: null,
      totalInQueue: 9,
      totalSentThroughGateway: 9,
      totalDelivered: 5,
      leads: 1,
      optOuts: 1,
      clicked: 1,
      totalCost: 2.35,
    });
    expect(body.data.some((r) => r.smsCampaignId === ids.zeta)).toBe(false);
    // The day series: all 31 days, Alice's sends only (Bob's five on the 10th are not hers).
    expect(body.days).toHaveLength(31);
    expect(body.days[0]).toEqual({ date: '2024-03-01', sent: 0, delivered: 0 });
    expect(body.days[9]).toEqual({ date: '2024-03-10', sent: 3, delivered: 2 });
    expect(body.days[14]).toEqual({ date: '2024-03-15', sent: 3, delivered: 0 });
    expect(body.days[30]).toEqual({ date: '2024-03-31', sent: 1, delivered: 1 });
    expect(body.days.reduce((sum, d) => sum + d.sent, 0)).toBe(body.totals.totalSentThroughGateway);
  });

  it('April gets the message sent after midnight South African time and the April lead', async () => {
    const body = (await monthly({ year: 2024, month: 4 })).body;
    expect(await matchesDirect(body, '2024-04-01', '2024-04-30')).toBe(true);
    expect(body.data).toEqual([
      expect.objectContaining({ smsCampaignId: ids.alpha, totalInQueue: 1, totalDelivered: 1, leads: 1 }),
    ]);
  });

  it('Daily Overview By Campaign: one day, a range, and the exclusion-day rule', async () => {
    const sunday = (await daily({ date: '2024-03-10', rangeMode: false })).body;
    expect(sunday).toMatchObject({ startDate: '2024-03-10', endDate: '2024-03-10', isExclusionDay: false });
    expect(sunday.data).toEqual([expect.objectContaining({ smsCampaignId: ids.alpha, totalInQueue: 3 })]);
    // Human Rights Day (a Thursday) and a Saturday with nothing sent; an ordinary Tuesday with nothing sent.
    expect((await daily({ date: '2024-03-21', rangeMode: false })).body).toMatchObject({
      isExclusionDay: true,
      data: [],
    });
    expect((await daily({ date: '2024-03-09' })).body.isExclusionDay).toBe(true);
    expect((await daily({ date: '2024-03-19' })).body.isExclusionDay).toBe(false);
    const range = (await daily({ date: '2024-03-10', endDate: '2024-03-20', rangeMode: true })).body;
    expect(range.isExclusionDay).toBe(false);
    expect(await matchesDirect(range, '2024-03-10', '2024-03-20')).toBe(true);
    expect(range.totals.totalInQueue).toBe(8);
    expect(range.days).toHaveLength(11);
    expect(sunday.days).toEqual([{ date: '2024-03-10', sent: 3, delivered: 2 }]);
    const long = (await daily({ date: '2023-01-01', endDate: '2024-03-31', rangeMode: true })).body;
    expect(long.days).toBeNull();
    expect(long.totals.totalInQueue).toBe(9);
  });

  it('SMS Overview By Category groups the campaigns by category, with totals', async () => {
    const body = (await category({ fromInclusive: '2024-03-01', toInclusive: '2024-03-31' })).body;
    expect(
      body.items.map((i) => [i.categoryName.split(' ')[0], i.campaigns.map((c) => c.campaignName)]),
    ).toEqual([
      ['Banking', ['Gamma loans']],
      ['Retail', ['Alpha sale', 'Beta launch']],
    ]);
    expect(body.items[1]).toMatchObject({
      queued: 7,
      sent: 7,
      delivered: 3,
      leads: 1,
      optouts: 1,
      cost: 1.75,
    });
    expect(body.items[1]!.campaigns[0]!.currencySymbol).toBe('R');
    expect(body.totals).toMatchObject({ queued: 9, delivered: 5, cost: 2.35, clicked: 1 });
  });
});

describe('incremental consolidation', () => {
  it('picks up a delivery report and a click that arrive later', async () => {
    const db = testDb();
    await db
      .updateTable('sms_messages')
      .set({ status: 'Delivered', delivered_at: new Date() })
      .where('id', '=', ids.betaSent)
      .execute();
    await seedClick(ids.gammaDelivered, new Date());
    await invokeFunction('overviewConsolidation');
    const body = await eventually(async () => {
      const b = await marchMatches();
      return b && b.data[1]!.totalDelivered === 1 && b.data[2]!.clicked === 1 ? b : undefined;
    }, 30_000);
    expect(body.totals).toMatchObject({ totalDelivered: 6, clicked: 2 });
    const state = await db.selectFrom('sms_overview_state').selectAll().executeTakeFirstOrThrow();
    expect(state.high_water_mark).not.toBeNull();
  });
});

describe('Rebuild', () => {
  const waitForRebuild = (api: ApiClient, id: number) =>
    eventually(async () => {
      const res = await api.get<RebuildStatus>(`/api/sms/overview/rebuilds/${id}`);
      return res.body.status === 'Completed' || res.body.status === 'Failed' ? res.body : undefined;
    }, 60_000);

  it('queues a rebuild of the shown month through SQS and rewrites every day of it', async () => {
    const db = testDb();
    // A summary gone wrong (a day lost, a day with wrong counters) that no raw row change would touch.
    await db
      .deleteFrom('sms_overview_days')
      .where('account_id', '=', alice.accountId)
      .where('day', '=', '2024-03-20')
      .execute();
    await db
      .updateTable('sms_overview_days')
      .set({ queued: 999 })
      .where('account_id', '=', alice.accountId)
      .where('day', '=', '2024-03-10')
      .execute();
    expect(await marchMatches()).toBeUndefined();
    const res = await monthly({ year: 2024, month: 3, refresh: true });
    expect(res.status).toBe(200);
    expect(res.body.rebuild).toMatchObject({
      periodFrom: '2024-03-01',
      periodTo: '2024-03-31',
      daysTotal: 31,
    });
    const done = await waitForRebuild(api, res.body.rebuild!.id);
    expect(done).toMatchObject({ status: 'Completed', daysDone: 31, errorText: null });
    expect(await marchMatches()).toBeDefined();
  });

  it('a rebuild whose worker died carries on from its first day not done', async () => {
    const db = testDb();
    await db
      .updateTable('sms_overview_days')
      .set({ delivered: 0 })
      .where('account_id', '=', alice.accountId)
      .where('day', '=', '2024-03-20')
      .execute();
    const r = await db
      .insertInto('sms_report_builds')
      .values({
        account_id: alice.accountId,
        user_id: alice.id,
        kind: 'OverviewRebuild',
        period_from: '2024-03-01',
        period_to: '2024-03-31',
        days_total: 31,
        days_done: 15,
        status: 'InProgress',
        attempts: 1,
        lease_owner: 'dead-worker',
        lease_expires_at: new Date(Date.now() - 60_000),
      })
      .executeTakeFirstOrThrow();
    const done = await waitForRebuild(api, Number(r.insertId));
    expect(done).toMatchObject({ status: 'Completed', daysDone: 31 });
    expect(await marchMatches()).toBeDefined();
  });

  it("another account's rebuild is not found; a bad id is refused", async () => {
    const res = await monthly({ year: 2024, month: 2, refresh: true });
    expect((await bobApi.get(`/api/sms/overview/rebuilds/${res.body.rebuild!.id}`)).status).toBe(404);
    expect((await api.get('/api/sms/overview/rebuilds/abc')).status).toBe(400);
    expect(
      (
        await bobApi.post<MonthlyOverviewResponse>('/api/sms/overview/campaign/monthly', {
          year: 2024,
          month: 3,
        })
      ).body.data,
    ).toEqual([expect.objectContaining({ smsCampaignId: ids.zeta, totalDelivered: 5 })]);
  });

  it('refuses callers who are not signed in', async () => {
    expect((await new ApiClient().post('/api/sms/overview/category', {})).status).toBe(401);
  });
});

describe('bad parameters fall back (spec 2 §5)', () => {
  const today = southAfricanToday();
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];

  it('a month outside 1-12 or not a number is the current month; a year not a number is this year', async () => {
    for (const body of [{ year: 'abc', month: 13 }, { year: 'x', month: '0' }, { month: 'March' }, {}]) {
      const res = await monthly(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ year, startDate: `${today.slice(0, 7)}-01` });
      expect(res.body.monthName).toBe(
        new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
      );
    }
    expect((await api.request('POST', '/api/sms/overview/campaign/monthly', { rawBody: '' })).status).toBe(
      200,
    );
  });

  it('an invalid day is today; an invalid end is tomorrow; an end not after the start is the start plus one', async () => {
    expect((await daily({ date: '2024-02-30' })).body).toMatchObject({ startDate: today, endDate: today });
    expect((await daily({ date: 'nope', endDate: 'never', rangeMode: true })).body).toMatchObject({
      startDate: today,
      endDate: addDays(today, 1),
    });
    expect((await daily({ date: '2024-03-10', endDate: '2024-03-05', rangeMode: true })).body).toMatchObject({
      startDate: '2024-03-10',
      endDate: '2024-03-11',
    });
    expect((await category({ fromInclusive: 'x', toInclusive: 12 })).body).toMatchObject({
      fromInclusive: today,
      toInclusive: addDays(today, 1),
    });
  });
});
