// The conversation with one number (issue 31, part 3) against the real API: opened from the SMS Inbox's row,
// answered from the reply box (the counter shows the SMS count), the response in the conversation and on
// the SMS gateway emulator's handset; opened from History by Cellphone too; an opted-out number's reply box
// says why it cannot send.
import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase, accountOf } from './campaign-status-helpers';
import { signIn } from './helpers';
import { insertReplies, responseMessageOf, uniqueCellphone, uniqueWord } from './inbox-helpers';
import { emulatorMessages } from './sending-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

const handsetPage = (): string => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}/`;

/** A campaign whose provider step spreads over the account's providers (the emulator's). */
async function campaignWithProvider(page: Page): Promise<number> {
  const id = await createCampaign(page, uniqueName('E2E conversation'), {
    newCategoryName: uniqueName('E2E Conversation'),
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  return id;
}

const conversation = (page: Page) => page.getByTestId('conversation');

test('opens a number’s conversation from the inbox and answers it; the handset gets the response', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await campaignWithProvider(page);
  const word = uniqueWord('chat');
  const from = uniqueCellphone();
  const [question] = await insertReplies(campaignId, [
    { from, message: `Can I still order today ${word}?`, minutesAgo: 2 },
    { from, message: `Hello ${word}`, minutesAgo: 10 },
  ]);

  await page.goto('/smsmarketing/sms-inbox');
  await page.getByPlaceholder('Search by cellphone or message').fill(word);
  const row = page
    .getByRole('table', { name: 'SMS replies' })
    .getByRole('row')
    .filter({ hasText: 'Can I still' });
  await row.getByRole('link', { name: `Conversation with ${from}` }).click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/conversations/${encodeURIComponent(from)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  await expect(page.getByTestId('conversation-number')).toHaveText(from);
  await expect(page).toHaveTitle(new RegExp(`^Conversation with \\${from} \\|`));
  // Both replies, the older first.
  await expect(conversation(page).getByTestId('conversation-body')).toHaveText([
    `Hello ${word}`,
    `Can I still order today ${word}?`,
  ]);
  expect(await axeViolations(page)).toEqual([]);

  const box = page.getByRole('textbox', { name: 'Response' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('Yes, orders before 16:00 ship today.');
  await expect(page.getByTestId('sms-counter')).toContainText('1 SMS');
  await send.click();
  await expect(box).toHaveValue('');
  const response = conversation(page).locator('[data-kind="Response"]');
  await expect(response).toContainText('Yes, orders before 16:00 ship today.');
  await expect(conversation(page).getByTestId('conversation-body').last()).toHaveText(
    'Yes, orders before 16:00 ship today.',
  );
  expect(await axeViolations(page)).toEqual([]);

  // It answered the latest reply, and the emulator's handset received it from the campaign's provider.
  const messageId = await responseMessageOf(question!);
  expect(messageId).not.toBeNull();
  await expect
    .poll(async () => (await emulatorMessages(messageId!)).map((m) => [m.to, m.body]), { timeout: 15_000 })
    .toEqual([[from, 'Yes, orders before 16:00 ship today.']]);
  await page.goto(handsetPage());
  await expect(page.locator('section.handset', { hasText: from })).toContainText(
    'Yes, orders before 16:00 ship today.',
  );

  // History by Cellphone links to the same conversation.
  await page.goto(`/smsmarketing/sms-history/${encodeURIComponent(from)}`);
  await page.getByRole('link', { name: 'Open conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/conversations/${encodeURIComponent(from)}$`));
  await expect(conversation(page).locator('[data-kind="Response"]')).toHaveCount(1);
});

test('says why an opted-out number cannot be answered, and sends nothing', async ({ page }) => {
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await campaignWithProvider(page);
  const from = uniqueCellphone();
  await insertReplies(campaignId, [{ from, message: 'STOP', type: 'Optout', keyword: 'STOP' }]);
  const db = await testDatabase();
  await db.query('INSERT INTO sms_optouts (account_id, cellphone) VALUES (?, ?)', [
    await accountOf(campaignId),
    from,
  ]);
  await page.goto(`/smsmarketing/conversations/${encodeURIComponent(from)}`);
  await expect(page.getByTestId('respond-blocked')).toHaveText(
    'This number opted out of your messages, so you cannot respond to it.',
  );
  await expect(conversation(page).getByText('Opted out of your messages')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Response' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});
