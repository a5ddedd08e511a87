import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { accountOf, ownClientAccount, ownEmulatorProvider, OWN_ACCOUNT_PASSWORD } from './accounts-helpers';
import { callApi, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { signInThroughForm } from './helpers';
import Holidays from 'date-holidays';
import { axeViolations } from './axe';

// Issue 11: a Long Running campaign made with the New SMS Campaign form on a list of the account, with a
// send window open now, activated, built by the scheduler, its build shown in Segment Build History, and
// its messages sent by the drain through the gateway emulator and delivered on the status page. It works in a
// client account of its own with a provider of its own (accounts-helpers.ts), both made as an administrator
// makes them: it moves that account to another country while it watches the send, which no other file's
// screens show, so it runs beside the other files.

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

/** Invokes a scheduled function of the test stage (the segment scheduler, the drain), as EventBridge would. */
async function trigger(name: 'segmentScheduler' | 'segmentDrain'): Promise<void> {
  const url = `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-${name}/invocations`;
  const response = await fetch(url, { method: 'POST', body: '{}' });
  expect(response.ok).toBe(true);
}

const southAfricanHolidays = new Holidays('ZA');

/** The country of the user's account (its marketing-time rule: docs/areas/direct-marketing-times.md). */
async function setCountry(email: string, country: string): Promise<void> {
  const db = await testDatabase();
  await db.query(
    'UPDATE accounts a JOIN users u ON u.account_id = a.id SET a.default_country_iso3166 = ? WHERE u.email = ?',
    [country, email],
  );
}

/**
 * A time zone whose clock is now well inside an all-day window (00:00-23:59) on a day that is not a South
 * African public holiday, and its date: the window the test gives the campaign is open whenever it runs.
 */
function openZone(): { zone: string; date: string } {
  for (const zone of ['Africa/Johannesburg', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati']) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date())
        .map((p) => [p.type, p.value]),
    );
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    const holiday = (southAfricanHolidays.isHoliday(new Date(`${date}T12:00:00Z`)) || []).some(
      (h) => h.type === 'public',
    );
    if (!holiday && minutes >= 10 && minutes <= 23 * 60 + 20) return { zone, date };
  }
  throw new Error('no time zone has an open window now');
}

test('create a Long Running campaign on a list, activate it, see its segment build in the history and its messages delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A South African account (the default) whose downloads are not limited (the dispatch log lists numbers, so
  // it is offered only then), with a BulkSMS provider at the gateway emulator.
  const user = await ownClientAccount(browser, baseURL!, { limitDownloads: false });
  await ownEmulatorProvider(browser, baseURL!, await accountOf(user), 'BulkSms', 'E2E scheduled provider');
  const listName = uniqueName('E2E audience');
  await listWithContacts(user, listName, 5);
  await signInThroughForm(page, user, OWN_ACCOUNT_PASSWORD);
  await page.goto('/smsmarketing/sms-campaigns/new');
  await page.getByRole('tab', { name: 'Long Running' }).click();

  // What is missing is said before anything is sent.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please select at least one SMS list for the audience.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const name = uniqueName('E2E Long Running');
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'New category' }).check();
  await page.getByLabel('New category name').fill(uniqueName('E2E Scheduled'));
  await page.getByLabel('SMS lists').click();
  await page.getByRole('option', { name: new RegExp(listName) }).click();
  // Every day, all day, in a zone where that is now: the drain sends while the test watches.
  for (const day of ['Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('Daily send start time').fill('00:00');
  await page.getByLabel('Daily send finish time').fill('23:59');
  // The account is South African (issue 28): the form says what the law lets through of that window.
  await expect(
    page.getByText(
      'South African law forbids marketing messages on Sundays and public holidays, on Saturdays before 09:00 and after 13:00, and on other days before 08:00 and after 20:00. Messages due then wait for the next allowed time.',
    ),
  ).toBeVisible();
  const { zone, date } = openZone();
  if (zone !== 'Africa/Johannesburg') {
    // The form's default is South African time; another zone only when that is near midnight or a holiday.
    await page.getByLabel('Time zone').fill(zone);
    await page.getByRole('option', { name: zone, exact: true }).click();
  }
  await page.getByLabel('Start date').fill(date);
  await page.getByLabel('Recycle campaign days').fill('7');
  await page.getByLabel('Rest period days').fill('3');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('campaign-type')).toHaveText('Long Running');
  const audience = page.getByRole('region', { name: 'Audience and schedule' });
  await expect(audience.getByText(`To: ${listName}`)).toBeVisible();
  await expect(audience.getByText('Rebuilt every 7 days · rest period 3 days')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A marketing message names the sender and says how to opt out (issue 28), or activation refuses it.
  const { optoutLine } = await callApi<{ optoutLine: string }>(page, 'GET', '/api/settings');
  await callApi(page, 'PATCH', `/api/sms/campaigns/${campaignId}/messages`, {
    messages: [{ id: null, active: true, message: `Our winter specials are here\n${optoutLine}` }],
    clickUrl: null,
  });
  await page.reload();
  await page.getByRole('switch', { name: 'Active' }).click();
  await page
    .getByRole('dialog', { name: 'Activate campaign' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();

  // To watch it send whatever the hour, the account now moves to a country without marketing hours (GB) (the
  // law's own holds: functions/src/marketing-times/*.int.test.ts). The account is this test's own, so no other
  // file's screen shows its country (or the currency that comes with it) meanwhile.
  await setCountry(user, 'GB');
  await sendAndWatch(page, name, campaignId);
});

async function sendAndWatch(page: Page, name: string, campaignId: number): Promise<void> {
  await trigger('segmentScheduler');
  await page.goto('/smsmarketing/smscampaigns');
  await page.getByRole('link', { name: 'Segment Build History' }).click();
  await expect(page).toHaveURL(/\/segmentbuildhistory$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  // Each reload given time to load (beside another file, on a busy machine, the history may take seconds).
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Completed', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('5');
  expect(await axeViolations(page)).toEqual([]);

  // The drain sends the segment inside its window; the status page shows it delivered.
  await trigger('segmentDrain');
  await page.goto(`/smsmarketing/smscampaigns/status?smscampaignid=${campaignId}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('status-delivered')).toHaveText('5', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('status-sent')).toHaveText('5');
  const segment = page.getByTestId('status-segment');
  await expect(segment.getByTestId('segment-progress').first()).toHaveText('Released to send 5 of 5');
  await expect(segment.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(await axeViolations(page)).toEqual([]);

  // The proof of dispatch: prepared by its worker, the log downloads with a row per message sent (issue 28).
  await page.getByRole('button', { name: 'Prepare dispatch log' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download dispatch log' }).click({ timeout: 60_000 });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`-${campaignId}-dispatch-log\\.csv$`));
  const text = readFileSync((await file.path())!, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFMessage ID,Recipient,Dispatched (SAST),Dispatched (UTC),Provider,Provider message ID,Status,Delivered (SAST),Delivered (UTC)',
  );
  expect(lines).toHaveLength(6);
}
