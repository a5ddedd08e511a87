import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { axeViolations } from './axe';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { DEMO_CLIENT, mainNav, signIn } from './helpers';

// Settings › Email suppressions (issue 26): the account's suppressed addresses, searched by address, and one
// lifted through the confirm dialog: it stays listed as lifted, with who lifted it.

test.afterAll(closeTestDatabase);

const section = (page: Page) => page.getByRole('region', { name: 'Email suppressions' });

async function seedSuppression(userEmail: string, address: string): Promise<number> {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [
    userEmail,
  ]);
  await db.query(`INSERT INTO email_suppressions (account_id, email, reason) VALUES (?, ?, 'Complaint')`, [
    Number(users[0]!.account_id),
    address,
  ]);
  const [rows] = await db.query<RowDataPacket[]>(
    'SELECT id FROM email_suppressions WHERE email = ? AND lifted_at IS NULL',
    [address],
  );
  return Number(rows[0]!.id);
}

test('Email suppressions on Settings: search an address and lift its suppression, which stays listed as lifted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const address = `complained-${tag}@inbox.test`;
  const id = await seedSuppression(DEMO_CLIENT, address);
  await signIn(page, DEMO_CLIENT);
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Email suppressions', level: 2 })).toBeVisible();

  await section(page).getByRole('searchbox', { name: 'Search by address' }).fill(tag);
  const row = section(page).getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Complaint')).toBeVisible();
  await expect(row.getByText('Suppressed', { exact: true })).toBeVisible();
  await expect(section(page).getByRole('row')).toHaveCount(2); // the head and this one
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Lift ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift suppression' });
  await expect(dialog).toContainText(address);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lift' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(row.getByText('Lifted', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^by .+ on /)).toBeVisible();
  await expect(row.getByRole('button', { name: `Lift ${address}` })).toHaveCount(0);
  const db = await testDatabase();
  const [rows] = await db.query<RowDataPacket[]>(
    `SELECT s.lifted_at, u.email FROM email_suppressions s JOIN users u ON u.id = s.lifted_by_user_id WHERE s.id = ?`,
    [id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.email).toBe(DEMO_CLIENT);
  expect(await axeViolations(page)).toEqual([]);
});
