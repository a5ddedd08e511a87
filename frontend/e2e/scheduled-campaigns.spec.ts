import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { callApi, CAMPAIGN_USER, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';

// Issue 11, the first slice: a Long Running campaign made with the New SMS Campaign form on a list of the
// account, activated, built by the scheduler, and its build shown in Segment Build History. (Messages
// delivered on the status page come with the windowed drain, the next slice.)

test.afterAll(closeTestDatabase);

/** A list of the user's account with `count` contacts, written straight to the test database. */
async function listWithContacts(email: string, name: string, count: number): Promise<void> {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  const [list] = await db.query<{ insertId: number } & RowDataPacket[]>(
    'INSERT INTO sms_lists (account_id, name, contacts) VALUES (?, ?, ?)',
    [users[0]!.account_id, name, count],
  );
  const base = 820_000_000 + Math.floor(Math.random() * 9_000_000);
  const rows = Array.from({ length: count }, (_, i) => [list.insertId, `+27${base + i}`]);
  await db.query('INSERT INTO sms_list_contacts (list_id, cellphone) VALUES ?', [rows]);
}

/** Invokes the segment build scheduler of the test stage, as EventBridge would. */
async function triggerScheduler(): Promise<void> {
  const url = `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-segmentScheduler/invocations`;
  const response = await fetch(url, { method: 'POST', body: '{}' });
  expect(response.ok).toBe(true);
}

test('create a Long Running campaign on a list, activate it, and see its segment build in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const listName = uniqueName('E2E audience');
  await listWithContacts(CAMPAIGN_USER, listName, 5);
  await signIn(page, CAMPAIGN_USER);
  await page.goto('/smsmarketing/sms-campaigns/new');
  await page.getByRole('tab', { name: 'Long Running' }).click();

  // What is missing is said before anything is sent.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please select at least one SMS list for the audience.')).toBeVisible();

  const name = uniqueName('E2E Long Running');
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'New category' }).check();
  await page.getByLabel('New category name').fill(uniqueName('E2E Scheduled'));
  await page.getByLabel('SMS lists').click();
  await page.getByRole('option', { name: new RegExp(listName) }).click();
  await page.getByLabel('Recycle campaign days').fill('7');
  await page.getByLabel('Rest period days').fill('3');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('campaign-type')).toHaveText('Long Running');
  const audience = page.getByRole('region', { name: 'Audience and schedule' });
  await expect(audience.getByText(`To: ${listName}`)).toBeVisible();
  await expect(audience.getByText('Rebuilt every 7 days · rest period 3 days')).toBeVisible();

  await callApi(page, 'PATCH', `/api/sms/campaigns/${campaignId}/messages`, {
    messages: [{ id: null, active: true, message: 'Our winter specials are here' }],
    clickUrl: null,
  });
  await page.reload();
  await page.getByRole('switch', { name: 'Active' }).click();
  await page
    .getByRole('dialog', { name: 'Activate campaign' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();

  await triggerScheduler();
  await page.goto('/smsmarketing/smscampaigns');
  await page.getByRole('link', { name: 'Segment Build History' }).click();
  await expect(page).toHaveURL(/\/segmentbuildhistory$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Completed', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('5');
});
