import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { callApi, CAMPAIGN_USER, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { axeViolations } from './axe';

// Issue 28 part 5 (POPIA s69(4)): a marketing campaign whose message does not name the sender or say how to
// opt out is refused with a text that names the message; the refusal offers to append the account's line,
// the message then shows it (and its SMS count), and the campaign activates.

test.afterAll(closeTestDatabase);

/** A list of the user's account with one contact, written straight to the test database. */
async function listOf(email: string, name: string): Promise<number> {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  const [list] = await db.query<{ insertId: number } & RowDataPacket[]>(
    'INSERT INTO sms_lists (account_id, name, contacts) VALUES (?, ?, 1)',
    [users[0]!.account_id, name],
  );
  await db.query('INSERT INTO sms_list_contacts (list_id, cellphone) VALUES (?, ?)', [
    list.insertId,
    `+2782${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
  ]);
  return list.insertId;
}

/** A date a month from now (the campaign sends nothing while the test runs). */
const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

test('a marketing campaign without an opt-out line is refused, the line is appended, and it activates', async ({
  page,
}) => {
  const listId = await listOf(CAMPAIGN_USER, uniqueName('E2E line list'));
  await signIn(page, CAMPAIGN_USER);
  const settings = await callApi<{ senderName: string; optoutLine: string }>(page, 'GET', '/api/settings');
  expect(settings.optoutLine).toBe(`${settings.senderName}: Reply STOP to opt out`);
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/sms/campaigns/scheduled', {
    type: 0,
    name: uniqueName('E2E Winter specials'),
    newCategoryName: uniqueName('E2E Line'),
    includeListIds: [listId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '09:00',
    dailySendFinishTime: '17:00',
    timeZone: 'Africa/Johannesburg',
    startDate: nextMonth(),
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [{ id: null, active: true, message: 'Our winter specials are here' }],
    clickUrl: null,
  });

  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByLabel('Message 1')).toHaveText('Our winter specials are here');
  await expect(messages.getByText('1 SMS')).toBeVisible();

  await page.getByRole('switch', { name: 'Active' }).click();
  await page
    .getByRole('dialog', { name: 'Activate campaign' })
    .getByRole('button', { name: 'Activate' })
    .click();
  const refusal = page.getByTestId('activation-errors');
  await expect(refusal).toContainText(
    `Message 1 ("Our winter specials...") does not say who it is from or how to opt out. Marketing messages must name the sender (${settings.senderName}) and say how to opt out.`,
  );
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await refusal.getByRole('button', { name: `Add “${settings.optoutLine}” to message 1` }).click();
  await expect(refusal).toBeHidden();
  await expect(messages.getByLabel('Message 1')).toContainText('Our winter specials are here');
  await expect(messages.getByLabel('Message 1')).toContainText(settings.optoutLine);

  await page.getByRole('switch', { name: 'Active' }).click();
  await page
    .getByRole('dialog', { name: 'Activate campaign' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(page.getByTestId('activation-errors')).toBeHidden();
});

test('the message editor appends the line, and its counter counts it', async ({ page }) => {
  const listId = await listOf(CAMPAIGN_USER, uniqueName('E2E line list'));
  await signIn(page, CAMPAIGN_USER);
  const settings = await callApi<{ optoutLine: string }>(page, 'GET', '/api/settings');
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/sms/campaigns/scheduled', {
    type: 1,
    name: uniqueName('E2E Long line'),
    newCategoryName: uniqueName('E2E Line'),
    includeListIds: [listId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '09:00',
    dailySendFinishTime: '17:00',
    timeZone: 'Africa/Johannesburg',
    startDate: nextMonth(),
    finishDate: null,
    recycleCampaignDays: 7,
    restPeriodDays: 3,
  });
  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Add messages' }).click();
  const text = 'x'.repeat(150);
  await messages.getByRole('textbox', { name: 'Message 1' }).fill(text);
  const counter = messages.getByTestId('sms-counter');
  await expect(counter).toContainText('10 characters left');
  await expect(counter).toContainText('1 SMS');
  await messages.getByRole('button', { name: 'Add opt-out line' }).click();
  await expect(messages.getByRole('textbox', { name: 'Message 1' })).toHaveValue(
    `${text}\n${settings.optoutLine}`,
  );
  await expect(messages.getByRole('button', { name: 'Add opt-out line' })).toBeDisabled();
  // The counter counts the appended line: two GSM parts of 153 characters now.
  const length = text.length + 1 + settings.optoutLine.length;
  await expect(counter).toContainText(`${306 - length} characters left`);
  await expect(counter).toContainText('2 SMS');
});
