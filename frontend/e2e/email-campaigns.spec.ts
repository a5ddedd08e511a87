import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { axeViolations } from './axe';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { callApi, uniqueName } from './campaigns-helpers';
import { DEMO_CLIENT, signIn } from './helpers';

// Email campaigns (issue 14): the list of spec 2 §2.10 with its columns and filters, create, the editor with a
// from address on a verified sending domain (seeded here: esend's API adds domains), the body in the builder,
// the Active switch's messages, copy, archive and unarchive.

const DOMAIN = 'e2e-mail.test';

type Campaign = { id: number; bodyHtml: string | null; bodyJson: string | null; subject: string | null };

async function seedVerifiedDomain(email: string): Promise<void> {
  const db = await testDatabase();
  const [rows] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  await db.query(
    `INSERT INTO email_sending_domains (account_id, domain, status, verified_at) VALUES (?, ?, 'Verified', NOW(3))
     ON DUPLICATE KEY UPDATE status = 'Verified'`,
    [Number(rows[0]!.account_id), DOMAIN],
  );
}

test.afterAll(closeTestDatabase);

const MAILBOX = `http://127.0.0.1:${process.env.MAILBOX_PORT}`;
type Mail = { subject: string; from: string; text: string; headers: { name: string; value: string }[] };

const mailbox = async (to: string): Promise<Mail[]> =>
  (await (await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];

/** The e-mail the worker sent to `to`, once the stand-in has it (the queue and worker take a moment). */
async function mailFor(to: string): Promise<Mail> {
  for (let i = 0; i < 120; i += 1) {
    const [mail] = await mailbox(to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no e-mail reached ${to} in 60 s`);
}

async function suppressionOf(email: string): Promise<string | null> {
  const db = await testDatabase();
  const [rows] = await db.query<RowDataPacket[]>('SELECT reason FROM email_suppressions WHERE email = ?', [
    email,
  ]);
  return (rows[0]?.reason as string | undefined) ?? null;
}

const table = (page: Page) => page.getByRole('table', { name: 'Email campaigns' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the list, create, edit with the builder, copy, archive and unarchive', async ({ page }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await seedVerifiedDomain(DEMO_CLIENT);
  await signIn(page, DEMO_CLIENT);

  // The list: links, count, filters and the 14 columns.
  await page.goto('/emailmarketing/emailcampaigns');
  await expect(page.getByRole('heading', { name: 'Email Campaigns' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('email-campaign-count')).toHaveText(/^Number of campaigns: \d+$/);
  await expect(page.getByRole('link', { name: 'Create Campaign' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Segment Build History' })).toBeVisible();
  await page.setViewportSize({ width: 1600, height: 1000 });
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  expect(headers.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual([
    'Id',
    'Name',
    'Status',
    'Provider Name',
    'Created',
    'Next Segment Build',
    'Campaign Finish Date',
    'Schedule Days',
    'Send Start Time',
    'Send Finish Time',
    'Recycle Campaign Days',
    'Rest Period Days',
    'Send Status',
    'Actions',
  ]);
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Archived' })).toHaveText('Unarchived');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-campaign-list');

  // Create: a name and a new category.
  const name = uniqueName('E2E newsletter');
  const categoryName = uniqueName('E2E category');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'New Email Campaign' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Campaign name is required.')).toBeVisible();
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'New category' }).check();
  await page.getByLabel('New category name').fill(categoryName);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/emailmarketing\/emailcampaigns\/\d+\/edit$/);
  const id = Number(/emailcampaigns\/(\d+)\/edit/.exec(page.url())![1]);

  // The editor: a from address off the verified domains is refused with a clear message, then saved.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(`An address on one of your verified sending domains: `)).toContainText(DOMAIN);
  await page.getByRole('textbox', { name: 'From name', exact: true }).fill('Acme News');
  await page.getByRole('textbox', { name: 'From address', exact: true }).fill('news@gmail.com');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Autumn offers inside');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/gmail\.com is not one of your verified sending domains/).first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'From address', exact: true }).fill(`news@${DOMAIN}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The campaign was saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-campaign-editor');

  // Activation says what is missing, in words.
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  const missing = page.getByTestId('activation-errors');
  await expect(missing).toContainText('Design the e-mail body before activating the campaign.');
  await expect(missing).toContainText('Choose at least one email list for the audience');

  // The body in the builder: edit the starter's headline, save, and it is stored with inlined styles.
  await page.getByRole('link', { name: 'Design content' }).click();
  await expect(page).toHaveURL(new RegExp(`/emailmarketing/emailcampaigns/${id}/content$`));
  const canvas = page.frameLocator('iframe.gjs-frame');
  const headline = canvas.getByText('Your headline');
  await expect(headline).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  await headline.dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Autumn is here');
  await canvas.getByText(/You receive this e-mail/).click();
  await expect(canvas.getByText('Autumn is here')).toBeVisible();
  await shot(page, 'email-body-builder');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The e-mail body was saved.')).toBeVisible();
  const stored = await callApi<Campaign>(page, 'GET', `/api/email/campaigns/${id}`);
  expect(stored.bodyHtml).toMatch(/^<!doctype html>/);
  expect(stored.bodyHtml).toContain('Autumn is here');
  expect(stored.bodyHtml).toMatch(/<h1[^>]*style="[^"]*font-family/);
  expect(stored.bodyHtml).not.toMatch(/<script/i);
  expect(JSON.parse(stored.bodyJson ?? '{}')).toHaveProperty('pages');
  // It comes back in the builder.
  await page.reload();
  await expect(page.frameLocator('iframe.gjs-frame').getByText('Autumn is here')).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Back to the campaign' }).click();
  await expect(page.getByTitle('E-mail preview')).toBeVisible();

  // Send test: it is queued, sent through SES (the stand-in) and read in the local mailbox; its unsubscribe
  // link asks first, then suppresses the address, and a second test to it is refused in words.
  const testAddress = `me-${Date.now().toString(36)}@example.test`;
  await page.getByRole('button', { name: 'Send test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send test' });
  await dialog.getByLabel('E-mail address').fill(testAddress);
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await expect(dialog.getByTestId('email-test-result')).toHaveText(
    `The test e-mail to ${testAddress} is queued; it arrives in a minute or so.`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const editorUrl = page.url();

  const message = await mailFor(testAddress);
  expect(message.subject).toBe('Autumn offers inside');
  expect(message.from).toContain(`news@${DOMAIN}`);
  const unsubscribeHeader = message.headers.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
  const unsubscribeLink = /^<(https?:\/\/[^>]+\/email\/u\/[^>]+)>$/.exec(unsubscribeHeader)?.[1];
  expect(unsubscribeLink, unsubscribeHeader).toBeTruthy();
  expect(message.headers).toContainEqual({
    name: 'List-Unsubscribe-Post',
    value: 'List-Unsubscribe=One-Click',
  });
  // The mailbox as a person reads it: the list, then the message with the body from the builder.
  await page.goto(`${MAILBOX}/?to=${encodeURIComponent(testAddress)}`);
  await page.getByRole('link', { name: 'Autumn offers inside' }).click();
  await expect(page.getByRole('heading', { name: 'Autumn offers inside' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="The message"]').getByText('Autumn is here')).toBeVisible();
  await expect(page.getByText(`Unsubscribe: ${unsubscribeLink}`)).toBeVisible();
  // The starter's own footer links the unsubscribe page, so sending adds no second footer.
  expect(message.text).not.toContain('You are receiving this e-mail from');
  await shot(page, 'email-test-in-mailbox');
  // The e-mail's unsubscribe link: a confirmation page (link scanners only GET), then unsubscribed.
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(`Stop sending marketing e-mail to m•••@example.test?`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('m•••@example.test will no longer receive these e-mails.')).toBeVisible();
  await shot(page, 'email-unsubscribed');
  expect(await suppressionOf(testAddress)).toBe('Unsubscribe');
  // The address is suppressed: a test to it is refused, and says why.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Send test' }).click();
  await dialog.getByLabel('E-mail address').fill(testAddress.toUpperCase());
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await expect(dialog.getByTestId('email-test-error')).toHaveText(
    'This address unsubscribed, bounced or complained, so your account may not e-mail it. Send the test to another address.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect((await mailbox(testAddress)).length).toBe(1);

  // Back in the list: the row and its display rules.
  await page.goto('/emailmarketing/emailcampaigns');
  await page.getByLabel('Search by name').fill(name);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(categoryName);
  await expect(row).toContainText('Dormant');
  await expect(row).toContainText('Spread Equally');
  await expect(row).toContainText('Mon, Tue, Wed, Thu, Fri');
  await expect(row).toContainText('08:00');
  await expect(row).toContainText('17:00');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(row.locator('.MuiChip-colorError')).toHaveCount(2);
  await expect(page.getByTestId('email-campaign-count')).toHaveText('Number of campaigns: 1');

  // The category filter keeps its id in the query string.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: categoryName }).click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  await expect(row).toBeVisible();

  // Copy (the search keeps the campaign and its copy in view).
  await page.goto('/emailmarketing/emailcampaigns');
  await page.getByLabel('Search by name').fill(name);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Copy ${name}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('You are about to make a copy of this campaign.');
  await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Campaign copied.')).toBeVisible();
  await expect(rowOf(page, `Copy of ${name}`)).toBeVisible();

  // Archive: it leaves the Unarchived view; Archived shows it with Unarchive only.
  await page.getByRole('button', { name: `Archive ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Campaign archived.')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Archived', exact: true }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy ${name}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Archive ${name}`, exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'email-campaign-list-archived');
  await page.getByRole('button', { name: `Unarchive ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText('Campaign unarchived.')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Both' }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, `Copy of ${name}`)).toBeVisible();

  // The status page and the send rounds page.
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/emailmarketing/emailcampaigns/${id}/status$`));
  await expect(page.getByTestId('email-status-sent')).toHaveText('0');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Send rounds' }).click();
  await expect(page.getByRole('heading', { name: 'Email Segment Build History' })).toBeVisible();
  await expect(page.getByText('No send rounds to show.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
