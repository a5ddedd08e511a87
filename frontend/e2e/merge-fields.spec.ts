// Merge fields (issue 31): the SMS editor's "Insert field" menu puts #FIRSTNAME# at the cursor, the preview
// shows the message as the audience's first contact (then another) receives it, with the longest case over the
// audience; the campaign is activated and sent by the scheduler and the drain, and the gateway emulator's
// handset page shows each contact's own name. An account of the test's own (in a country without marketing
// hours, so it sends on any day), with a Twilio provider at the emulator added as an administrator adds one.
import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { OWN_ACCOUNT_PASSWORD, ownClientAccount, ownEmulatorProvider } from './accounts-helpers';
import { callApi, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { signInThroughForm } from './helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

const emulatorUrl = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

/** The account of a user, moved to a country without marketing hours. */
async function accountInGb(email: string): Promise<number> {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  const accountId = Number(users[0]!.account_id);
  await db.query("UPDATE accounts SET default_country_iso3166 = 'GB' WHERE id = ?", [accountId]);
  return accountId;
}

/** A list of the account with these contacts (number and first name), in this order. */
async function listOf(accountId: number, contacts: [string, string | null][]): Promise<number> {
  const db = await testDatabase();
  const [list] = await db.query<{ insertId: number } & RowDataPacket[]>(
    'INSERT INTO sms_lists (account_id, name, contacts) VALUES (?, ?, ?)',
    [accountId, uniqueName('E2E merge list'), contacts.length],
  );
  for (const [cellphone, firstName] of contacts)
    await db.query('INSERT INTO sms_list_contacts (list_id, cellphone, first_name) VALUES (?, ?, ?)', [
      list.insertId,
      cellphone,
      firstName,
    ]);
  return list.insertId;
}

/** Today's date in Pacific/Kiritimati or Johannesburg, whichever is well inside its day now. */
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
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    if (minutes >= 10 && minutes <= 23 * 60 + 20)
      return { zone, date: `${parts.year}-${parts.month}-${parts.day}` };
  }
  throw new Error('no time zone has an open window now');
}

/** Invokes a scheduled function of the test stage, as EventBridge would. */
async function trigger(name: 'segmentScheduler' | 'segmentDrain'): Promise<void> {
  const url = `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-${name}/invocations`;
  expect((await fetch(url, { method: 'POST', body: '{}' })).ok).toBe(true);
}

const cellphone = () => `+2782${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function simpleCampaign(page: Page, listId: number): Promise<number> {
  const { zone, date } = openZone();
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/sms/campaigns/scheduled', {
    type: 0,
    name: uniqueName('E2E merge fields'),
    newCategoryName: uniqueName('E2E Merge'),
    includeListIds: [listId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5, 6, 7],
    dailySendStartTime: '00:00',
    dailySendFinishTime: '23:59',
    timeZone: zone,
    startDate: date,
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  return id;
}

test('insert #FIRSTNAME# from the menu, preview it for a contact, send, and see each name on the handset', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = await ownClientAccount(browser, baseURL!, { limitDownloads: true });
  const accountId = await accountInGb(email);
  await ownEmulatorProvider(browser, baseURL!, accountId, 'Twilio', 'E2E merge provider');
  const nomsa = cellphone();
  const pieter = cellphone();
  const nameless = cellphone();
  const listId = await listOf(accountId, [
    [nomsa, 'Nomsa'],
    [pieter, 'Pieter-Jan'],
    [nameless, null],
  ]);
  await signInThroughForm(page, email, OWN_ACCOUNT_PASSWORD);
  const id = await simpleCampaign(page, listId);
  const { optoutLine } = await callApi<{ optoutLine: string }>(page, 'GET', '/api/settings');

  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  const messages = page.locator('section[data-step="Messages"]');
  await messages.getByRole('button', { name: 'Add messages' }).click();
  const text = messages.getByRole('textbox', { name: 'Message 1' });
  await text.fill(`Hi , winter specials are here\n${optoutLine}`);
  // The cursor after "Hi ": the field goes there.
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 3));
  await messages.getByRole('button', { name: 'Insert field into Message 1' }).click();
  await page.getByRole('menuitem', { name: /First Name/ }).click();
  await expect(text).toHaveValue(`Hi #FIRSTNAME#, winter specials are here\n${optoutLine}`);

  // The preview is the first contact's message, counted as sent; the longest case is Pieter-Jan's.
  const preview = messages.getByTestId('merge-preview');
  await expect(preview).toContainText(`As ${nomsa} receives it`);
  await expect(preview).toContainText('Hi Nomsa, winter specials are here');
  const longest = `Hi Pieter-Jan, winter specials are here\n${optoutLine}`.length;
  await expect(preview.getByTestId('longest-case')).toHaveText(
    `Longest over 3 contacts: ${longest} characters, ${longest > 160 ? 2 : 1} SMS`,
  );
  await messages.getByRole('button', { name: 'Next contact' }).click();
  await expect(preview).toContainText('Hi Pieter-Jan, winter specials are here');
  await expect(messages.getByTestId('preview-contact')).toContainText(`${pieter} (contact 2 of 3)`);

  // A name that is no field is said in plain words (and would be sent as typed).
  await text.fill(`Hi #FRISTNAME#, winter specials are here\n${optoutLine}`);
  await expect(messages.getByTestId('unknown-fields')).toHaveText(
    '#FRISTNAME# is not a field we know, so it will be sent exactly as typed. Pick a field from "Insert field" or fix the name.',
  );
  await text.fill(`Hi #FIRSTNAME|there#, winter specials are here\n${optoutLine}`);
  await expect(messages.getByTestId('unknown-fields')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages).toHaveAttribute('data-status', 'Valid');

  await page.getByRole('switch', { name: 'Active' }).click();
  await page
    .getByRole('dialog', { name: 'Activate campaign' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await trigger('segmentScheduler');
  await expect
    .poll(
      async () => {
        await trigger('segmentDrain');
        const [rows] = await (
          await testDatabase()
        ).query<RowDataPacket[]>(
          "SELECT COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? AND status IN ('Sent', 'Delivered')",
          [id],
        );
        return Number(rows[0]!.n);
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toBe(3);

  // The emulator's handset page: each contact got the text with its own name, or the fallback.
  await page.goto(`${emulatorUrl()}/`);
  const handset = (number: string) => page.locator('section.handset', { hasText: number });
  await expect(handset(nomsa)).toContainText('Hi Nomsa, winter specials are here');
  await expect(handset(pieter)).toContainText('Hi Pieter-Jan, winter specials are here');
  await expect(handset(nameless)).toContainText('Hi there, winter specials are here');
});
