// SMS History against the real API (spec 2 §2.2, §2.3, §9): History by Cellphone for a number with rows
// in every panel (the screen's counts compared with direct queries), its empty texts, paging, the inbox's
// From link landing on the number's history, Cellphones by ID Number, and the global view kept for
// administrators.
import { expect, test, type Page } from '@playwright/test';
import { closeTestDatabase } from './campaign-status-helpers';
import { DEMO_ADMIN, DEMO_CLIENT, mainNav, signIn } from './helpers';
import { uniqueCellphone } from './inbox-helpers';
import { accountOfUser, countsOf, seedHistory } from './sms-history-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** 0821234567 for +27821234567: the form people type. */
const national = (e164: string) => `0${e164.slice(3)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many} found.`;

test('History by Cellphone shows every panel of a number, as the tables hold them', async ({ page }) => {
  const cellphone = uniqueCellphone();
  const seeded = await seedHistory(await accountOfUser(DEMO_CLIENT), cellphone);
  const counts = await countsOf(seeded.accountId, cellphone);
  await signIn(page, DEMO_CLIENT);
  await page.goto(`/smsmarketing/sms-history/${national(cellphone)}`);
  await expect(page.getByRole('heading', { name: 'SMS History', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cellphone' })).toHaveValue(national(cellphone));
  await expect(page.getByTestId('history-cellphone')).toHaveText(`History of ${cellphone}`);

  await expect(panel(page, 'Marketing Lists')).toContainText(plural(counts.lists, 'list', 'lists'));
  await expect(panel(page, 'Messages Sent')).toContainText(
    plural(counts.messages, 'SMS message', 'SMS messages'),
  );
  await expect(panel(page, 'Delivery Reports')).toContainText(
    plural(counts.deliveryReports, 'delivery report', 'delivery reports'),
  );
  await expect(panel(page, 'Replies Received')).toContainText(plural(counts.replies, 'reply', 'replies'));
  await expect(panel(page, 'Web-service Callbacks')).toContainText(
    plural(counts.callbacks, 'callback', 'callbacks'),
  );
  await expect(panel(page, 'Unique Clicks')).toContainText(plural(counts.clicks, 'click', 'clicks'));
  expect(counts).toEqual({
    lists: 1,
    messages: 12,
    deliveryReports: 12,
    replies: 1,
    callbacks: 1,
    clicks: 1,
  });

  const lists = panel(page, 'Marketing Lists');
  await expect(lists.getByRole('row').nth(1)).toContainText(seeded.listName);
  await expect(lists.getByRole('row').nth(1)).toContainText('Thandi');
  // Every fourth message was not delivered: 3 of 12.
  await expect(lists.getByRole('row').nth(1).getByRole('cell').nth(6)).toHaveText('3');

  const messages = panel(page, 'Messages Sent');
  await expect(messages.getByRole('row')).toHaveCount(11);
  await expect(messages.getByRole('row').nth(1)).toContainText('E2E history message 12');
  expect(await axeViolations(page)).toEqual([]);
  await expect(messages.getByRole('link', { name: seeded.campaignName }).first()).toHaveAttribute(
    'href',
    `/smsmarketing/smscampaigns/status?smscampaignid=${seeded.campaignId}`,
  );
  await messages.getByRole('button', { name: 'Page 2' }).click();
  await expect(messages.getByRole('row')).toHaveCount(3);
  await expect(messages.getByRole('row').nth(2)).toContainText('E2E history message 1 ');
  const reports = panel(page, 'Delivery Reports');
  await reports.getByRole('button', { name: 'Page 2' }).click();
  await expect(reports.getByRole('row')).toHaveCount(3);

  const clicks = panel(page, 'Unique Clicks');
  await expect(clicks.getByRole('row').nth(1)).toContainText('https://shop.example/offer');
});

test('a number without history shows each panel’s empty text; an invalid one is explained', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT);
  await page.goto('/smsmarketing/sms-history');
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  const nobody = uniqueCellphone();
  await page
    .getByRole('textbox', { name: 'Cellphone' })
    .fill(`+27 ${nobody.slice(3, 5)} ${nobody.slice(5, 8)} ${nobody.slice(8)}`);
  await search.click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-history\/%2B27%20/);
  for (const [title, empty] of [
    ['Marketing Lists', 'No lists found'],
    ['Messages Sent', 'No SMS messages found'],
    ['Delivery Reports', 'No delivery reports found'],
    ['Replies Received', 'No replies found'],
    ['Web-service Callbacks', 'No callbacks found'],
    ['Unique Clicks', 'No clicks found'],
  ] as const) {
    await expect(panel(page, title)).toContainText(empty);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Cellphone' }).fill('12345');
  await search.click();
  await expect(page.getByTestId('history-invalid-cellphone')).toHaveText(
    '12345 is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.',
  );
});

test('the inbox’s From link lands on the number’s history', async ({ page }) => {
  const cellphone = uniqueCellphone();
  const seeded = await seedHistory(await accountOfUser(DEMO_CLIENT), cellphone, 2);
  await signIn(page, DEMO_CLIENT);
  await page.goto('/smsmarketing/sms-inbox');
  await page.getByPlaceholder('Search by cellphone or message').fill(seeded.word);
  const from = page
    .getByRole('table', { name: 'SMS replies' })
    .getByRole('link', { name: cellphone, exact: true });
  await expect(from).toHaveAttribute(
    'href',
    `/smsmarketing/searchsmshistory/?cellphonenumber=${encodeURIComponent(cellphone)}`,
  );
  await from.click();
  await expect(page).toHaveURL(`/smsmarketing/sms-history/${encodeURIComponent(cellphone)}`);
  await expect(page.getByTestId('history-cellphone')).toHaveText(`History of ${cellphone}`);
  await expect(panel(page, 'Replies Received')).toContainText(`YES ${seeded.word}`);
  await expect(panel(page, 'Messages Sent')).toContainText('2 SMS messages found.');
});

test('Cellphones by ID Number finds the list’s cellphone and opens its history', async ({ page }) => {
  const cellphone = uniqueCellphone();
  const seeded = await seedHistory(await accountOfUser(DEMO_CLIENT), cellphone, 1);
  await signIn(page, DEMO_CLIENT);
  await page.goto('/smsmarketing/sms-history');
  await page.getByRole('tab', { name: 'Cellphones by ID Number' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-history\/id$/);
  await page.getByRole('textbox', { name: 'ID Number' }).fill(seeded.idNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('history-id-count')).toHaveText('1 cellphone found.');
  expect(await axeViolations(page)).toEqual([]);
  const table = page.getByRole('table', { name: 'Cellphones' });
  await expect(table.getByRole('row').nth(1)).toContainText(cellphone);
  await table.getByRole('link', { name: 'View History' }).click();
  await expect(page.getByTestId('history-cellphone')).toHaveText(`History of ${cellphone}`);
  await page.getByRole('tab', { name: 'Cellphones by ID Number' }).click();
  await page.getByRole('textbox', { name: 'ID Number' }).fill('0000000000001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No cellphones found')).toBeVisible();
});

test('the global view is for administrators: hidden from and refused to clients, with the Account column', async ({
  page,
}) => {
  const cellphone = uniqueCellphone();
  await seedHistory(await accountOfUser(DEMO_CLIENT), cellphone, 1);
  await signIn(page, DEMO_CLIENT);
  await expect(mainNav(page).getByRole('link', { name: 'SMS History', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Global SMS History' })).toHaveCount(0);
  await page.goto(`/smsmarketing/global-sms-history/${encodeURIComponent(cellphone)}`);
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const refused = await page.request.get(
    `/api/sms/history/global/phone/messages?cellphone=${encodeURIComponent(cellphone)}`,
  );
  expect(refused.status()).toBe(403);

  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN);
  await mainNav(page).getByRole('link', { name: 'Global SMS History' }).click();
  await expect(page.getByRole('heading', { name: 'Global SMS History', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cellphone' }).fill(national(cellphone));
  await page.getByRole('button', { name: 'Search' }).click();
  const messages = panel(page, 'Messages Sent');
  await expect(messages.getByRole('columnheader').last()).toHaveText('Account');
  expect(await axeViolations(page)).toEqual([]);
  await expect(messages.getByRole('row').nth(1)).toContainText('Acme Retail');
});
