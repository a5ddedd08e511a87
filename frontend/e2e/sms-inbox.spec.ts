// The SMS Inbox against the real API (spec 1 §2.8, §4): batch actions on selected Unallocated replies,
// Respond through the sending pipeline to the emulator's handset, replies.csv, and the keyword dialogs.
// Replies are stored as the inbound path stores them (inbox-helpers.ts), each run's with a word of its own
// that the tests search for, so other tests' replies in the account never get in the way.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { insertReplies, responseMessageOf, uniqueCellphone, uniqueWord } from './inbox-helpers';
import { emulatorMessages } from './sending-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

/** A campaign whose provider step spreads over the account's providers (the emulator's). */
async function campaignWithProvider(page: Page): Promise<number> {
  const id = await createCampaign(page, uniqueName('E2E inbox'), {
    newCategoryName: uniqueName('E2E Inbox'),
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  return id;
}

async function openInboxSearching(page: Page, word: string) {
  await page.goto('/smsmarketing/sms-inbox');
  await expect(page.getByRole('heading', { name: 'SMS Inbox' })).toBeVisible();
  await page.getByPlaceholder('Search by cellphone or message').fill(word);
}

const table = (page: Page) => page.getByRole('table', { name: 'SMS replies' });
const rowOf = (page: Page, from: string) => table(page).getByRole('row').filter({ hasText: from });

test('selects several Unallocated replies and makes them Leads in one action, then responds to one', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await campaignWithProvider(page);
  const word = uniqueWord('batch');
  const [a, b, c, lead] = [uniqueCellphone(), uniqueCellphone(), uniqueCellphone(), uniqueCellphone()];
  const [, , replyC] = await insertReplies(campaignId, [
    { from: a, message: `Interested ${word}` },
    { from: b, message: `Tell me more ${word}` },
    { from: c, message: `How much is it ${word}?` },
    { from: lead, message: `YES ${word}`, type: 'Lead', keyword: 'YES' },
  ]);
  await openInboxSearching(page, word);
  await expect(page.getByTestId('reply-count')).toHaveText('Number of replies: 4');
  await expect(rowOf(page, lead).getByRole('checkbox')).toBeDisabled();

  // The list may still settle after the count shows (its search's last answer): check until checked.
  for (const from of [a, b]) {
    const box = rowOf(page, from).getByRole('checkbox');
    await expect(async () => {
      await box.check({ timeout: 2_000 });
      await expect(box).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(page.getByTestId('selection-count')).toHaveText('2 replies selected');
  expect(await axeViolations(page)).toEqual([]);
  await expect(rowOf(page, c).getByRole('button', { name: 'Lead' })).toBeDisabled();
  await expect(rowOf(page, c).getByRole('button', { name: 'Respond' })).toBeDisabled();
  await rowOf(page, b).getByRole('button', { name: 'Lead' }).click();
  await expect(page.getByText('2 replies marked as Leads.')).toBeVisible();
  await expect(page.getByTestId('selection-count')).toBeHidden();
  for (const from of [a, b, lead])
    await expect(rowOf(page, from).getByText('Lead', { exact: true })).toBeVisible();
  await expect(rowOf(page, c).getByText('Unallocated', { exact: true })).toBeVisible();
  await expect(rowOf(page, a).getByRole('checkbox')).toBeDisabled();

  await rowOf(page, c).getByRole('button', { name: 'Respond' }).click();
  const dialog = page.getByRole('dialog', { name: 'Respond' });
  await expect(dialog).toContainText(`How much is it ${word}?`);
  expect(await axeViolations(page)).toEqual([]);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('R199 a month. We will call you today.');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, c).getByText('Responded')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The handset gets the response from the campaign's provider.
  const messageId = await responseMessageOf(replyC!);
  expect(messageId).not.toBeNull();
  await expect
    .poll(async () => (await emulatorMessages(messageId!)).map((m) => [m.to, m.body]), { timeout: 15_000 })
    .toEqual([[c, 'R199 a month. We will call you today.']]);

  // The Leads filter shows the three, and Clear filters goes back to every reply.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Leads' }).click();
  await expect(page.getByTestId('reply-count')).toHaveText('Number of replies: 3');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByPlaceholder('Search by cellphone or message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});

test('downloads replies.csv of yesterday and today, formulas defused', async ({ page }) => {
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await campaignWithProvider(page);
  const word = uniqueWord('csv');
  const from = uniqueCellphone();
  await insertReplies(campaignId, [{ from, message: `=HYPERLINK("http://evil.example","${word}")` }]);
  await page.goto('/smsmarketing/sms-inbox');
  await page.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download replies' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
  await expect(dialog.getByLabel('To')).toHaveValue(today);
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('replies.csv');
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Date Received (SAST),SMS Campaign,From,Message,Keyword,Type,Responded');
  const ours = lines.find((line) => line.includes(word));
  expect(ours).toContain(
    `,${from.slice(1)},"'=HYPERLINK(""http://evil.example"",""${word}"")",,Unallocated,No`,
  );
});

test('edits the custom lead keywords and sees the uniqueness rule', async ({ page }) => {
  await signIn(page, CAMPAIGN_USER);
  await page.goto('/smsmarketing/sms-inbox');
  await page.getByRole('button', { name: 'Lead Keywords' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead Keywords' });
  await expect(dialog.getByText('Keyword edits take up to 5 minutes to take effect.')).toBeVisible();
  await expect(dialog.getByTestId('reserved-keywords')).toContainText('YES');
  const before = await dialog.getByTestId('custom-keyword').count();
  await dialog.getByRole('button', { name: 'Add keyword' }).click();
  const added = dialog.getByRole('textbox', { name: `Keyword ${before + 1}` });
  // STOP is a reserved opt-out keyword: the server refuses it on that row.
  await added.fill(' stop ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Keyword must be unique among custom and reserved keywords.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const keyword = uniqueWord('Deal');
  await added.fill(keyword);
  await dialog.getByRole('combobox', { name: `Match ${before + 1}` }).click();
  await page.getByRole('option', { name: 'Equals' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead Keywords saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await callApi<{ keyword: string; operation: string }[]>(
    page,
    'GET',
    '/api/sms/keywords/lead',
  );
  expect(saved.at(-1)).toEqual({ keyword, operation: 'Equals' });
  // The Optout dialog refuses the same word: unique across both kinds.
  await page.getByRole('button', { name: 'Optout Keywords' }).click();
  const optout = page.getByRole('dialog', { name: 'Optout Keywords' });
  await expect(optout.getByTestId('reserved-keywords')).toContainText('STOP');
  const count = await optout.getByTestId('custom-keyword').count();
  await optout.getByRole('button', { name: 'Add keyword' }).click();
  await optout.getByRole('textbox', { name: `Keyword ${count + 1}` }).fill(keyword.toUpperCase());
  await optout.getByRole('button', { name: 'Save' }).click();
  await expect(optout.getByText('Keyword must be unique among custom and reserved keywords.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await optout.getByRole('button', { name: 'Cancel' }).click();
  // Leave the account's keywords as they were.
  await callApi(page, 'POST', '/api/sms/keywords/lead', { keywords: saved.slice(0, -1) });
});
