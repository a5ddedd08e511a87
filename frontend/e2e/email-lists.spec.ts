// Email lists (spec 2 §2.11): a list from a file through the SMS lists' wizard keyed on e-mail, a list
// built from engaged subscribers (campaigns and engagements written straight into the test database: the
// sending area records them in production), and limitDownloads hiding the DMA links (in an account of its own).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { axeViolations } from './axe';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { ownClientAccount, OWN_ACCOUNT_PASSWORD } from './accounts-helpers';
import { DEMO_CLIENT, signIn, signInThroughForm } from './helpers';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'email-lists-shots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

test.afterAll(closeTestDatabase);

/** A CSV of subscribers: `count` good addresses, two bad ones and a mixed-case repeat. */
function subscribersCsv(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'email-lists-e2e-'));
  const tag = Date.now();
  const rows = ['Email,First Name,Cellphone'];
  for (let i = 0; i < count; i += 1) rows.push(`reader${i}.${tag}@example.com,Reader${i},`);
  rows.push('not-an-address,Bad,', ',Empty,', `READER0.${tag}@Example.COM,Repeat,`);
  const path = join(dir, 'subscribers.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

async function emailListRow(page: Page, name: string) {
  await page.goto('/emailmarketing/email-lists');
  await page.getByLabel('Search by name').fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

test('create an email list from a file: bad and repeated addresses left out, Completed', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E Email List ${Date.now()}`;
  await page.goto('/emailmarketing/email-lists');
  await expect(page.getByRole('heading', { name: 'Email Lists' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Download Cellphone Numbers for DMA Processing' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create List' }).click();
  await expect(page).toHaveURL(/\/emailmarketing\/email-lists\/new$/);
  await expect(page).toHaveTitle(/^New Email List \| .+/);
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'Engaged Subscribers' })).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(subscribersCsv(20));
  await expect(page.getByTestId('uploaded-file')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Field type of Email' })).toHaveText('Email');
  // Without the e-mail column the key is missing.
  await page.getByRole('combobox', { name: 'Field type of Email' }).click();
  await page.getByRole('option', { name: 'Do not import' }).click();
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You must map a Email column.').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Field type of Email' }).click();
  await page.getByRole('option', { name: 'Email', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-list-mapping');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-title')).toHaveText(/Preview Import$/);
  await shot(page, 'email-list-preview');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/emailmarketing\/email-lists\/new\/queued$/);
  await expect(page.getByRole('heading', { name: 'List has been Queued' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Return to Email Lists' }).click();
  const row = await emailListRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('20');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-lists-page');
});

test('create an email list from engaged subscribers: campaigns, type and period', async ({ page }) => {
  test.setTimeout(120_000);
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [
    DEMO_CLIENT,
  ]);
  const accountId = Number(users[0]!.account_id);
  const tag = Date.now();
  const [category] = await db.query<RowDataPacket[]>(
    'INSERT INTO email_categories (account_id, name) VALUES (?, ?)',
    [accountId, `E2E engagement ${tag}`],
  );
  const categoryId = (category as unknown as { insertId: number }).insertId;
  const ids: number[] = [];
  for (const name of [`Spring news ${tag}`, `Winter news ${tag}`]) {
    const [r] = await db.query(
      'INSERT INTO email_campaigns (account_id, category_id, name) VALUES (?, ?, ?)',
      [accountId, categoryId, name],
    );
    ids.push((r as unknown as { insertId: number }).insertId);
  }
  // Clicks: 3 addresses in Spring, 2 in Winter (one of them also in Spring); one click 2 years ago.
  const clicks: [number, string, number][] = [
    [ids[0]!, `a.${tag}@example.com`, 3],
    [ids[0]!, `b.${tag}@example.com`, 10],
    [ids[0]!, `old.${tag}@example.com`, 800],
    [ids[1]!, `b.${tag}@example.com`, 4],
    [ids[1]!, `c.${tag}@example.com`, 20],
  ];
  for (const [campaignId, email, days] of clicks)
    await db.query(
      `INSERT INTO email_engagements (account_id, campaign_id, type, email, first_at, last_at)
       VALUES (?, ?, 2, ?, UTC_TIMESTAMP(3) - INTERVAL ? DAY, UTC_TIMESTAMP(3) - INTERVAL ? DAY)`,
      [accountId, campaignId, email, days, days],
    );
  await db.query(
    `INSERT INTO email_engagements (account_id, campaign_id, type, email, first_at, last_at)
     VALUES (?, ?, 1, ?, UTC_TIMESTAMP(3), UTC_TIMESTAMP(3))`,
    [accountId, ids[0], `opener.${tag}@example.com`],
  );

  await signIn(page, DEMO_CLIENT);
  const name = `E2E Engaged ${tag}`;
  await page.goto('/emailmarketing/email-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Engaged Subscribers' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select at least one campaign to import contacts from.')).toBeVisible();
  const campaigns = page.getByRole('combobox', { name: 'Email campaigns' });
  await campaigns.click();
  await campaigns.fill(`news ${tag}`);
  await page.getByRole('option', { name: new RegExp(`Spring news ${tag}`) }).click();
  await page.getByRole('option', { name: new RegExp(`Winter news ${tag}`) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Engagement type' }).click();
  await page.getByRole('option', { name: 'Clicks' }).click();
  await page.getByRole('combobox', { name: 'Engagement period' }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-list-engaged-source');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/emailmarketing\/email-lists\/new\/queued$/);

  const row = await emailListRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  await page.goto('/listprocessqueue');
  await expect(
    page.getByText(/Engaged subscribers: Clicks, last 12 months, 2 campaigns/).first(),
  ).toBeVisible();
});

test('limitDownloads hides the DMA links for an account with limited downloads', async ({
  page,
  browser,
  baseURL,
}) => {
  // An account of its own whose downloads are limited (as the seed's Globex Foods', whose limit another file
  // lifts for a while).
  const limited = await ownClientAccount(browser, baseURL!, { limitDownloads: true });
  await signInThroughForm(page, limited, OWN_ACCOUNT_PASSWORD);
  await page.goto('/emailmarketing/email-lists');
  await expect(page.getByRole('heading', { name: 'Email Lists' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List Process Queue' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'DMA processing' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /DMA/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-lists-globex');
});

test("an exclusion list's DMA Exclusion label is legible on both lists pages", async ({ page }) => {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [
    DEMO_CLIENT,
  ]);
  const accountId = Number(users[0]!.account_id);
  const name = `E2E Keep out ${Date.now()}`;
  await db.query(
    'INSERT INTO email_lists (account_id, name, exclusion_list, status, contacts) VALUES (?, ?, 1, 2, 0)',
    [accountId, name],
  );
  await db.query(
    'INSERT INTO sms_lists (account_id, name, exclusion_list, status, contacts) VALUES (?, ?, 1, 2, 0)',
    [accountId, name],
  );
  await signIn(page, DEMO_CLIENT);
  for (const path of ['/emailmarketing/email-lists', '/smsmarketing/sms-lists']) {
    await page.goto(path);
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('DMA Exclusion', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});
