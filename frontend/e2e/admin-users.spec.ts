// Users administration (spec 3 §2.10, §2.11) against the real stack: hidden from and refused to clients;
// an administrator archives and unarchives a user through the dialogs (their exact texts), and previews an
// invoice for an account with a Xero contact and October's SMS usage, sends it to the Xero stand-in and
// sees the row's invoice number; screenshots and axe checks of the screen and its dialogs.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { ResultSetHeader } from 'mysql2/promise';
import { axeViolations } from './axe';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { DEMO_ADMIN, DEMO_CLIENT, mainNav, signIn } from './helpers';

const ARCHIVE_TEXT =
  'You are about to archive this user. All sms providers, email providers, sms campaigns, email campaigns, web hooks and API keys will be disabled for this user. The user will no longer be able to login. Are you sure?';
const UNARCHIVE_TEXT = 'You are about to unarchive this User. Are you sure?';

test.afterAll(closeTestDatabase);
// Each administrator route is its own Lambda: their first calls are cold starts on the shared test machine.
test.beforeEach(() => test.setTimeout(150_000));

async function csrfOf(page: Page) {
  return decodeURIComponent((await page.context().cookies()).find((c) => /csrf/i.test(c.name))?.value ?? '');
}

/** A user made through the API (the Add User call), in a new account. */
async function addUser(page: Page, tag: string, contactId = '') {
  const answer = await page.request.post('/api/admin/users', {
    data: {
      firstName: 'Erin',
      lastName: `E2e-${tag}`,
      email: `erin-${tag}@e2e.test`,
      company: `E2e ${tag}`,
      cellphone: '',
      isAdmin: false,
      contactId,
      accountId: null,
      accountName: `E2e ${tag}`,
      password: 'Long-enough-pass-1',
    },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test('Users is for administrators: no menu entry for a client, the page and its API refused', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT);
  await expect(mainNav(page).getByRole('link', { name: 'SMS Campaigns' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  const refused = await page.request.post('/api/user/list', {
    data: {},
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(refused.status()).toBe(403);
});

test('an administrator archives and unarchives a user through the dialogs', async ({ page }) => {
  const tag = randomBytes(3).toString('hex');
  await signIn(page, DEMO_ADMIN);
  const id = await addUser(page, tag);
  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-count')).toContainText('Number of users:');
  const table = page.getByRole('table', { name: 'Users' });
  for (const header of ['Id', 'First Name', 'Last Name', 'Email', 'Role', 'Actions'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/admin-users-list.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Search by name, email, company or cellphone').fill(`E2e-${tag}`);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  const row = table.getByRole('row').filter({ hasText: `erin-${tag}@e2e.test` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Arrears');
  await expect(row).toContainText('Client');
  await expect(row.getByRole('link', { name: `User ${id}: edit` })).toBeVisible();

  await row.getByRole('button', { name: `Archive Erin E2e-${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive User' });
  await expect(dialog).toContainText(ARCHIVE_TEXT);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText('No users to show');

  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Show Archived' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Unarchive Erin E2e-${tag}` }).click();
  const unarchive = page.getByRole('dialog', { name: 'Unarchive User' });
  await expect(unarchive).toContainText(UNARCHIVE_TEXT);
  await unarchive.getByRole('button', { name: 'Unarchive' }).click();
  await expect(unarchive).toBeHidden();
  await expect(table).toContainText('No users to show');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});

test('an administrator previews an invoice, sends it to Xero and sees the row’s invoice number', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  await signIn(page, DEMO_ADMIN);
  const id = await addUser(page, tag, randomUUID());
  // Last month's usage on one campaign of the new account (what the send pipeline's counters hold).
  const db = await testDatabase();
  const [[user]] = (await db.query('SELECT account_id FROM users WHERE id = ?', [id])) as unknown as [
    { account_id: number }[],
  ];
  const accountId = user!.account_id;
  const [category] = await db.query<ResultSetHeader>(
    'INSERT INTO sms_categories (account_id, name) VALUES (?, ?)',
    [accountId, 'Billing'],
  );
  const [campaign] = await db.query<ResultSetHeader>(
    "INSERT INTO sms_campaigns (account_id, category_id, name, type, schedule_days) VALUES (?, ?, 'Spring promo', 2, '')",
    [accountId, category.insertId],
  );
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 9));
  await db.query(
    'INSERT INTO sms_campaign_stats (campaign_id, hour, account_id, sent, segments, cost) VALUES (?, ?, ?, 200, 240, 72)',
    [campaign.insertId, lastMonth, accountId],
  );

  await page.goto('/admin/users');
  await page.getByLabel('Search by name, email, company or cellphone').fill(`E2e-${tag}`);
  const row = page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ hasText: `erin-${tag}@e2e.test` });
  await row.getByRole('button', { name: `Create invoice for Erin E2e-${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  await expect(dialog.getByRole('button', { name: 'Send to Xero' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create Preview' }).click();
  const preview = dialog.getByTestId('invoice-preview');
  await expect(preview).toContainText('Customer');
  await expect(preview).toContainText('1 Main Road');
  await expect(preview).toContainText('Payable Due');
  await expect(preview).toContainText('Exclusive');
  await expect(preview).toContainText('Spring promo: 200 messages, 240 SMS parts');
  for (const header of [
    'Description',
    'Quantity',
    'Unit Price',
    'Discount %',
    'Account',
    'Tax Rate',
    'Amount',
  ])
    await expect(preview.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(dialog.getByTestId('invoice-total')).toHaveText('82.80'); // 72.00 + 15% VAT
  await page.screenshot({ path: 'test-results/admin-users-invoice.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Send to Xero' }).click();
  await expect(dialog.getByTestId('invoice-status')).toContainText(/Sent to Xero as INV-\d{4}/);
  const number = /INV-\d{4}/.exec((await dialog.getByTestId('invoice-status').textContent()) ?? '')![0];
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row.getByTestId('last-invoice')).toContainText(number);
  await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', /\/invoice\//);
  await expect(row.getByRole('img', { name: 'Invoiced within the last 14 days' })).toHaveCount(1);
});
