import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { accountOf, closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

// The three overviews on seeded raw rows of May 2013 (messages, a click, replies), consolidated by the
// stack's own consolidation function, checked against a direct query of those rows.

const EXCLUSION =
  'This day is a weekend day or a public holiday or otherwise an exclusion day. Therefore no SMS were sent on this day.';

test.afterAll(closeTestDatabase);

/** South African wall time (UTC+2) as the UTC DATETIME text MySQL stores. */
const sa = (local: string) =>
  new Date(Date.parse(`${local.replace(' ', 'T')}:00Z`) - 2 * 3600_000)
    .toISOString()
    .slice(0, 23)
    .replace('T', ' ');

async function seed(campaignId: number): Promise<void> {
  const db = await testDatabase();
  const account = await accountOf(campaignId);
  const rows: [string, string, number | null][] = [
    ['2013-05-14 09:00', 'Delivered', 0.25],
    ['2013-05-14 09:00', 'Delivered', 0.25],
    ['2013-05-14 09:00', 'Undelivered', 0.25],
    ['2013-05-20 09:00', 'Delivered', 0.25],
  ];
  const ids: number[] = [];
  for (const [at, status, cost] of rows) {
    const [r] = await db.query(
      `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status, cost,
         created_at, sent_at, delivered_at)
       VALUES (?, ?, 'Api', ?, 'Overview e2e', 1, 'GSM7', ?, ?, ?, ?, ?)`,
      [
        account,
        campaignId,
        `+2782${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        status,
        cost,
        sa(at),
        sa(at),
        status === 'Delivered' ? sa(at) : null,
      ],
    );
    ids.push((r as { insertId: number }).insertId);
  }
  await db.query(
    `INSERT INTO sms_clicks (message_id, account_id, campaign_id, recipient, url, first_click_at, latest_click_at)
     SELECT id, account_id, campaign_id, recipient, 'https://shop.example', created_at, created_at FROM sms_messages WHERE id = ?`,
    [ids[0]],
  );
  const [provider] = await db.query(`INSERT INTO sms_providers (account_id, name) VALUES (?, ?)`, [
    account,
    uniqueName('Inbound'),
  ]);
  await db.query(
    `INSERT INTO sms_replies (account_id, provider_id, provider_message_id, campaign_id, from_number, message, type, received_at)
     VALUES (?, ?, ?, ?, '+27825550001', 'YES', 'Lead', ?)`,
    [
      account,
      (provider as { insertId: number }).insertId,
      uniqueName('pm'),
      campaignId,
      sa('2013-05-15 10:00'),
    ],
  );
}

/** The account's May 2013 straight from the raw rows. */
async function direct(campaignId: number) {
  const db = await testDatabase();
  const [rows] = await db.query<RowDataPacket[]>(
    `SELECT SUM(status <> 'Suppressed') AS queued, SUM(sent_at IS NOT NULL) AS sent, SUM(status = 'Delivered') AS delivered,
       SUM(cost) AS cost
     FROM sms_messages WHERE account_id = ? AND created_at >= ? AND created_at < ?`,
    [await accountOf(campaignId), sa('2013-05-01 00:00'), sa('2013-06-01 00:00')],
  );
  return rows[0]!;
}

async function consolidated(page: Page): Promise<void> {
  const url = `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-overviewConsolidation/invocations`;
  await page.request.post(url, { data: {} });
}

test('the monthly, daily and category overviews show the consolidated numbers', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('Overview e2e');
  const categoryName = uniqueName('Overview cat');
  const campaignId = await createCampaign(page, name, { newCategoryName: categoryName });
  await seed(campaignId);
  await consolidated(page);
  const expected = await direct(campaignId);

  await mainNav(page).getByRole('link', { name: 'Monthly Overview By Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Monthly Overview By Campaign' })).toBeVisible();
  await page.goto('/smsmarketing/monthly-overview-by-campaign?month=5&year=2013');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('period-title')).toHaveText('May 2013');
  await expect(page.getByTestId('consolidation-note')).toContainText('consolidated hourly');
  expect(await axeViolations(page)).toEqual([]);
  const totals = page.getByTestId('totals-row');
  await page.getByRole('button', { name: 'Show all columns' }).click();
  // Queued, sent, delivered, delivery rate ... in the order of the columns.
  const cells = totals.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(String(expected.queued));
  await expect(cells.nth(2)).toHaveText(String(expected.sent));
  await expect(cells.nth(3)).toHaveText(String(expected.delivered));
  await expect(row).toContainText('75.00%');
  // This campaign's cost (4 x 25c) as a loss: no sales data, so gross profit is -cost, in red.
  await expect(row).toContainText('-R1.00');
  await expect(cells.nth(11)).toHaveText(`R${Number(expected.cost).toFixed(2)}`);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('smsOverMonCampResponsive'))).toBe('false');
  await page.goto('/smsmarketing/monthly-overview-by-campaign?month=6&year=2013');
  await expect(page.getByText('There is no data for this time period.')).toBeVisible();

  await page.goto('/smsmarketing/daily-overview-by-campaign?date=2013-05-14');
  const day = page.getByRole('row', { name: new RegExp(name) });
  // 3 sent, 2 delivered (66.67%), 1 of them clicked (50.00%); the lead came the next day.
  await expect(day).toContainText('66.67%');
  await expect(day).toContainText('50.00%');
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByText(EXCLUSION)).toHaveCount(0);
  // Workers' Day 2013 (a Wednesday, a public holiday) with nothing sent.
  await page.goto('/smsmarketing/daily-overview-by-campaign?date=2013-05-01');
  await expect(page.getByText(EXCLUSION)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/smsmarketing/overview-by-category?mode=month&month=5&year=2013');
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  const category = page.getByTestId('category-row').filter({ hasText: categoryName });
  await expect(category).toContainText('R1.00');
  await category.getByRole('button', { name: /^Show the campaigns of/ }).click();
  await expect(page.getByTestId('campaign-row').filter({ hasText: name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
