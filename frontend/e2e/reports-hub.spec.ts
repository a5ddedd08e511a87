import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { accountOf, closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

// Reports (the hub) on summary rows of February 2012 written straight into sms_overview_days (the consolidated
// overview days the hub reads; no raw messages on those days, so the stage's consolidation leaves them), its
// figures checked against a direct query of that table.

test.afterAll(closeTestDatabase);

const FROM = '2012-02-01';
const TO = '2012-02-29';
/** As the SPA writes counts: 12 345 (a space between thousands). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const money = (n: number) =>
  `${n < 0 ? '-' : ''}R${count(Math.trunc(Math.abs(n)))}.${Math.abs(n).toFixed(2).slice(-2)}`;

async function seed(accountId: number, campaigns: Record<string, number>) {
  const db = await testDatabase();
  // A rerun on the same database starts this period afresh (only this spec writes February 2012).
  await db.query('DELETE FROM sms_overview_days WHERE account_id = ? AND day BETWEEN ? AND ?', [
    accountId,
    FROM,
    TO,
  ]);
  const rows: [string, string, number, number, number, number, number, number][] = [
    // campaign, day, sent, delivered, leads, optouts, clicked, revenue
    ['high', '2012-02-06', 1200, 1140, 40, 5, 300, 2500],
    ['high', '2012-02-20', 800, 760, 10, 2, 90, 0],
    ['mid', '2012-02-13', 1500, 1200, 95, 15, 40, 100],
    ['low', '2012-02-27', 600, 300, 3, 30, 12, 0],
  ];
  for (const [c, day, sent, delivered, leads, optouts, clicked, revenue] of rows)
    await db.query(
      `INSERT INTO sms_overview_days (account_id, day, campaign_id, queued, sent, delivered, replies, leads, optouts,
         clicked, cost, revenue) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        accountId,
        day,
        campaigns[c],
        sent,
        sent,
        delivered,
        leads + optouts,
        leads,
        optouts,
        clicked,
        sent * 0.25,
        revenue,
      ],
    );
}

async function direct(accountId: number) {
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>(
    `SELECT SUM(sent) AS sent, SUM(delivered) AS delivered, SUM(replies) AS replies, SUM(leads) AS leads,
       SUM(optouts) AS optouts, SUM(clicked) AS clicks, SUM(cost) AS cost, SUM(revenue) AS revenue
     FROM sms_overview_days WHERE account_id = ? AND day BETWEEN ? AND ?`,
    [accountId, FROM, TO],
  );
  const r = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  return r as Record<
    'sent' | 'delivered' | 'replies' | 'leads' | 'optouts' | 'clicks' | 'cost' | 'revenue',
    number
  >;
}

test('Reports shows the period from the summaries, ranks campaigns and links to the overviews', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  const category = { newCategoryName: uniqueName('Hub cat') };
  const names = { high: uniqueName('Hub high'), mid: uniqueName('Hub mid'), low: uniqueName('Hub low') };
  const high = await createCampaign(page, names.high, category);
  const campaigns = {
    high,
    mid: await createCampaign(page, names.mid, category),
    low: await createCampaign(page, names.low, category),
  };
  const accountId = await accountOf(high);
  await seed(accountId, campaigns);

  await mainNav(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText(/not available yet/)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByLabel('To', { exact: true }).fill(TO);
  await page.getByLabel('From', { exact: true }).fill(FROM);
  await expect(page).toHaveURL(/period=custom&from=2012-02-01&to=2012-02-29/);
  await expect(page.getByTestId('hub-period')).toContainText('1 Feb 2012 to 29 Feb 2012');

  const d = await direct(accountId);
  const rate = (a: number, b: number) => `${((a / b) * 100).toFixed(2)}%`;
  await expect(page.getByTestId('figure-sent')).toContainText(count(d.sent));
  await expect(page.getByTestId('figure-delivered')).toContainText(count(d.delivered));
  await expect(page.getByTestId('figure-deliveryRate')).toContainText(rate(d.delivered, d.sent));
  await expect(page.getByTestId('figure-replies')).toContainText(count(d.replies));
  await expect(page.getByTestId('figure-leads')).toContainText(count(d.leads));
  await expect(page.getByTestId('figure-optouts')).toContainText(count(d.optouts));
  await expect(page.getByTestId('figure-clicks')).toContainText(count(d.clicks));
  await expect(page.getByTestId('figure-cost')).toContainText(money(d.cost));
  await expect(page.getByTestId('figure-revenue')).toContainText(money(d.revenue));
  await expect(page.getByTestId('figure-profit')).toContainText(money(d.revenue - d.cost));
  await expect(page.getByTestId('hub-trend')).toContainText('Trend per day');

  // By delivery rate (95%, 80%, 50%): the best two, then the worst.
  const best = page.getByTestId('best-campaigns').getByRole('link');
  await expect(best).toHaveText([names.high, names.mid]);
  await expect(page.getByTestId('worst-campaigns').getByRole('link')).toHaveText([names.low]);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Rank campaigns by' }).click();
  await page.getByRole('option', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/metric=leads/);
  await expect(best).toHaveText([names.mid, names.high]);
  await expect(page.getByTestId('best-campaigns')).toContainText('95');

  // Into the monthly overview of February 2012: the same campaigns, from the same summary.
  await page
    .getByRole('navigation', { name: 'Detailed reports' })
    .getByRole('link', { name: 'Monthly Overview By Campaign' })
    .click();
  await expect(page).toHaveURL(/monthly-overview-by-campaign\?month=2&year=2012/);
  await expect(page.getByTestId('period-title')).toHaveText('February 2012');
  await expect(page.getByRole('row', { name: new RegExp(names.mid) })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/period=lastMonth&metric=leads/);
  await expect(page.getByTestId('hub-period')).toContainText(/^1 \w{3} \d{4} to \d{1,2} \w{3} \d{4}/);
  await expect(page.getByTestId('hub-period')).not.toContainText('2012');

  // An empty period says so instead of showing zeros.
  await page.goto('/reports?period=custom&from=2011-01-01&to=2011-01-31');
  await expect(page.getByTestId('hub-empty')).toBeVisible();
  await expect(page.getByTestId('headline-figures')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
