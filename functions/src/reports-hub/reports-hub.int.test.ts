import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { createOverviewCampaign, createOverviewCategory } from '../test-support/overview-fixtures';
import { HUB_TEXTS, type HubResponse } from './reports-hub.schemas';

// The Reports hub through the real stack (CDN header, session, route, database): its figures against a direct
// SQL query of the consolidated overview days, the best and worst ordering, tenancy and bad input. The summary
// rows are written straight into sms_overview_days on days with no raw messages, so the stage's consolidation
// (which rewrites only days whose raw rows changed) leaves them as they are.
let alice: TestUser;
let bob: TestUser;
let api: ApiClient;
let bobApi: ApiClient;
const ids: Record<string, number> = {};
const FROM = '2025-06-01';
const TO = '2025-06-30';

const hub = (client: ApiClient, query: string) =>
  client.get<HubResponse & { error?: { message: string; fields?: Record<string, string[]> } }>(
    `/api/reports/hub?${query}`,
  );

interface DayRow {
  campaign: string;
  day: string;
  sent: number;
  delivered: number;
  replies?: number;
  leads?: number;
  optouts?: number;
  clicked?: number;
  cost?: number;
  revenue?: number;
}

async function summarise(accountId: number, rows: DayRow[]) {
  await testDb()
    .insertInto('sms_overview_days')
    .values(
      rows.map((r) => ({
        account_id: accountId,
        day: r.day,
        campaign_id: ids[r.campaign]!,
        queued: r.sent,
        sent: r.sent,
        delivered: r.delivered,
        replies: r.replies ?? 0,
        leads: r.leads ?? 0,
        optouts: r.optouts ?? 0,
        clicked: r.clicked ?? 0,
        cost: (r.cost ?? r.sent * 0.25).toFixed(4),
        revenue: (r.revenue ?? 0).toFixed(2),
      })),
    )
    .execute();
}

/** The period's totals straight from the summary table. */
async function directTotals(accountId: number, from: string, to: string) {
  const r = await sql<Record<string, string>>`
    SELECT SUM(sent) AS sent, SUM(delivered) AS delivered, SUM(replies) AS replies, SUM(leads) AS leads,
      SUM(optouts) AS optouts, SUM(clicked) AS clicks, SUM(cost) AS cost, SUM(revenue) AS revenue
    FROM sms_overview_days WHERE account_id = ${accountId} AND day BETWEEN ${from} AND ${to}`.execute(
    testDb(),
  );
  const t = Object.fromEntries(Object.entries(r.rows[0]!).map(([k, v]) => [k, Number(v ?? 0)]));
  const pct = (a: number, b: number) => (b ? Math.round((a / b) * 10000) / 100 : 0);
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    sent: t.sent!,
    delivered: t.delivered!,
    deliveryRate: pct(t.delivered!, t.sent!),
    replies: t.replies!,
    replyRate: pct(t.replies!, t.delivered!),
    leads: t.leads!,
    optouts: t.optouts!,
    clicks: t.clicks!,
    clickRate: pct(t.clicks!, t.delivered!),
    cost: r2(t.cost!),
    revenue: r2(t.revenue!),
    profit: r2(t.revenue! - t.cost!),
  };
}

/** Each campaign's profit over the period, best first, straight from the summary table. */
async function directProfitOrder(accountId: number, from: string, to: string): Promise<number[]> {
  const r = await sql<{ campaign_id: number }>`
    SELECT campaign_id FROM sms_overview_days WHERE account_id = ${accountId} AND day BETWEEN ${from} AND ${to}
    GROUP BY campaign_id ORDER BY SUM(revenue) - SUM(cost) DESC, SUM(sent) DESC`.execute(testDb());
  return r.rows.map((x) => Number(x.campaign_id));
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([createAccountWithUser(), createAccountWithUser()]);
  api = new ApiClient();
  bobApi = new ApiClient();
  await Promise.all([api.signIn(alice.email, alice.password), bobApi.signIn(bob.email, bob.password)]);
  const retail = await createOverviewCategory(alice.accountId, 'Retail');
  const banking = await createOverviewCategory(alice.accountId, 'Banking');
  for (const [name, category] of [
    ['Alpha', retail],
    ['Beta', retail],
    ['Gamma', banking],
    ['Delta', banking],
  ] as const)
    ids[name] = await createOverviewCampaign(alice.accountId, category, name);
  ids.Zeta = await createOverviewCampaign(
    bob.accountId,
    await createOverviewCategory(bob.accountId, 'Bob'),
    'Zeta',
  );

  await summarise(alice.accountId, [
    // Alpha: the best delivery rate (95%), some leads and a profit.
    {
      campaign: 'Alpha',
      day: '2025-06-02',
      sent: 1000,
      delivered: 950,
      replies: 40,
      leads: 30,
      optouts: 10,
      clicked: 120,
      revenue: 900,
    },
    {
      campaign: 'Alpha',
      day: '2025-06-15',
      sent: 1000,
      delivered: 950,
      replies: 20,
      leads: 15,
      optouts: 5,
      clicked: 60,
    },
    // Beta: 70%, the most leads, no revenue (a loss).
    {
      campaign: 'Beta',
      day: '2025-06-03',
      sent: 2000,
      delivered: 1400,
      replies: 90,
      leads: 80,
      optouts: 10,
      clicked: 10,
    },
    // Gamma: 50%, the worst.
    {
      campaign: 'Gamma',
      day: '2025-06-30',
      sent: 400,
      delivered: 200,
      replies: 2,
      leads: 1,
      optouts: 1,
      clicked: 3,
      revenue: 50,
    },
    // Delta: 80%, and a day outside the period (31 May), which must not count.
    { campaign: 'Delta', day: '2025-06-10', sent: 500, delivered: 400, clicked: 100, revenue: 400 },
    { campaign: 'Delta', day: '2025-05-31', sent: 99_999, delivered: 1, leads: 5000 },
  ]);
  // Bob's campaign on the same days, with numbers that would show anywhere they leaked.
  await summarise(bob.accountId, [
    {
      campaign: 'Zeta',
      day: '2025-06-02',
      sent: 777_777,
      delivered: 777_000,
      leads: 99_999,
      clicked: 55_555,
      revenue: 1e6,
    },
  ]);
});

describe('GET /api/reports/hub', () => {
  it("answers the period's figures equal to a direct query of the summary", async () => {
    const res = await hub(api, `from=${FROM}&to=${TO}`);
    expect(res.status).toBe(200);
    expect(res.body.metric).toBe('deliveryRate');
    expect(res.body.totals).toEqual(await directTotals(alice.accountId, FROM, TO));
    expect(res.body.totals!.sent).toBe(4900);
    expect(res.body.currencySymbol).toBe('R');
  });

  it('draws the trend a day at a time, each day equal to the summary', async () => {
    const res = await hub(api, `from=${FROM}&to=${TO}`);
    const r = await sql<{ day: string; sent: string; delivered: string }>`
      SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, SUM(sent) AS sent, SUM(delivered) AS delivered
      FROM sms_overview_days WHERE account_id = ${alice.accountId} AND day BETWEEN ${FROM} AND ${TO}
      GROUP BY day`.execute(testDb());
    const direct = new Map(r.rows.map((x) => [x.day, [Number(x.sent), Number(x.delivered)]]));
    expect(res.body.trend.unit).toBe('day');
    expect(res.body.trend.points).toHaveLength(30);
    for (const p of res.body.trend.points)
      expect([p.sent, p.delivered]).toEqual(direct.get(p.start) ?? [0, 0]);
  });

  it('draws a period over 92 days a month at a time', async () => {
    const res = await hub(api, 'from=2025-04-15&to=2025-07-31');
    expect(res.body.trend.unit).toBe('month');
    expect(res.body.trend.points.map((p) => [p.start, p.sent])).toEqual([
      ['2025-04-15', 0],
      ['2025-05-01', 99_999],
      ['2025-06-01', 4900],
      ['2025-07-01', 0],
    ]);
  });

  it('ranks the best and worst campaigns by the chosen metric', async () => {
    const byRate = (await hub(api, `from=${FROM}&to=${TO}&metric=deliveryRate`)).body;
    expect(byRate.best.map((c) => [c.campaignName, c.value])).toEqual([
      ['Alpha', 95],
      ['Delta', 80],
    ]);
    expect(byRate.worst.map((c) => [c.campaignName, c.value])).toEqual([
      ['Gamma', 50],
      ['Beta', 70],
    ]);
    const byLeads = (await hub(api, `from=${FROM}&to=${TO}&metric=leads`)).body;
    expect(byLeads.best.map((c) => c.campaignName)).toEqual(['Beta', 'Alpha']);
    expect(byLeads.worst.map((c) => c.campaignName)).toEqual(['Delta', 'Gamma']);
    const byProfit = (await hub(api, `from=${FROM}&to=${TO}&metric=profit`)).body;
    const order = await directProfitOrder(alice.accountId, FROM, TO);
    expect(byProfit.best.map((c) => c.campaignId)).toEqual(order.slice(0, 2));
    expect(byProfit.worst.map((c) => c.campaignId)).toEqual(order.slice(2).reverse());
  });

  it("never shows another account's figures", async () => {
    const mine = (await hub(api, `from=${FROM}&to=${TO}&metric=clicks`)).body;
    const names = [...mine.best, ...mine.worst].map((c) => c.campaignId);
    expect(names).not.toContain(ids.Zeta);
    expect(mine.totals!.clicks).toBe(293);
    const bobs = (await hub(bobApi, `from=${FROM}&to=${TO}`)).body;
    expect(bobs.totals).toEqual(await directTotals(bob.accountId, FROM, TO));
    expect([...bobs.best, ...bobs.worst].map((c) => c.campaignName)).toEqual(['Zeta']);
    expect(bobs.trend.points.reduce((s, p) => s + p.sent, 0)).toBe(777_777);
  });

  it('answers an empty period as empty, not as zeros', async () => {
    const res = await hub(api, 'from=2024-01-01&to=2024-01-31');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totals: null, best: [], worst: [], rankedCampaigns: 0 });
    expect(res.body.trend.points).toEqual([]);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [string, string][] = [
      ['from=2025-07-01&to=2025-06-01', HUB_TEXTS.fromAfterTo],
      ['from=2025-13-01&to=2025-12-31', HUB_TEXTS.badFrom],
      ['from=yesterday&to=2025-12-31', HUB_TEXTS.badFrom],
      ['from=2025-01-01', HUB_TEXTS.badTo],
      ['from=2025-06-01&to=2025-06-30&metric=opens', HUB_TEXTS.badMetric],
      ['from=2021-01-01&to=2025-06-30', HUB_TEXTS.tooLong],
    ];
    for (const [query, text] of cases) {
      const res = await hub(api, query);
      expect(res.status, query).toBe(400);
      expect(Object.values(res.body.error!.fields ?? {}).flat(), query).toContain(text);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await hub(new ApiClient(), `from=${FROM}&to=${TO}`)).status).toBe(401);
  });
});
