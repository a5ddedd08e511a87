import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountOf, closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

// A campaign's callback URL set in its Replies step (refused first for a private address), callbacks
// raised for it (written to the outbox as replies and delivery reports write theirs, then picked up by the
// stack's sweep and delivered by the worker to the gateway emulator's callback receiver, one endpoint
// answering 200 and one 500), and the Webhooks History screen showing them.

const receiver = (path: string) => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}${path}`;
const NOT_PUBLIC =
  'This URL points to a private, loopback or link-local network address. Callbacks can only be sent to addresses on the public internet.';

test.afterAll(closeTestDatabase);

/** A callback in the outbox as recordCallback writes it, due a minute ago so the next sweep queues it. */
async function raiseCallback(campaignId: number, url: string, key: string, type: string): Promise<number> {
  const db = await testDatabase();
  const payload = JSON.stringify({
    type: 'sms.reply.received',
    timestamp: new Date().toISOString(),
    data: { campaignId, from: '+27825550123', message: key },
  });
  const [result] = await db.query(
    `INSERT INTO webhook_calls (account_id, campaign_id, event_type, event_key, callback_url, payload, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, NOW(3) - INTERVAL 1 MINUTE)`,
    [await accountOf(campaignId), campaignId, type, key, url, payload],
  );
  return (result as { insertId: number }).insertId;
}

async function settled(ids: number[]): Promise<boolean> {
  const [rows] = await (
    await testDatabase()
  ).query(`SELECT COUNT(*) AS n FROM webhook_calls WHERE id IN (?) AND (sent = 1 OR given_up = 1)`, [ids]);
  return Number((rows as { n: number }[])[0]!.n) === ids.length;
}

const table = (page: Page) => page.getByRole('table', { name: 'Web-hook calls' });
const ourRows = (page: Page, bin: string) => table(page).locator('tbody tr').filter({ hasText: bin });
const attemptsIn = async (rows: Locator) =>
  (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);

test('Webhooks History shows a campaign’s callbacks with their colours, filter, sort and request details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await createCampaign(page, uniqueName('Callbacks'), {
    newCategoryName: 'E2E callbacks',
  });
  const bin = `e2e-${Date.now().toString(36)}`;
  const good = receiver(`/__emulator/callbacks/${bin}`);
  const failing = `${good}?status=500`;

  // The Replies step: a private address is refused in words; the emulator's receiver (local) is kept.
  await page.goto(`/smsmarketing/sms-campaigns/${campaignId}`);
  const replies = page.locator('section[data-step="Replies"]');
  await replies.getByRole('button', { name: 'Add replies' }).click();
  await replies.getByRole('combobox', { name: 'Reply type' }).click();
  await page.getByRole('option', { name: 'Default' }).click();
  await replies.getByLabel('Callback URL (optional)').fill('http://169.254.169.254/latest/meta-data/');
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies.getByText(NOT_PUBLIC)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await replies.getByLabel('Callback URL (optional)').fill(good);
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies).toHaveAttribute('data-status', 'Valid');
  await expect(replies).toContainText(`Callback URL: ${good}`);

  const ids = [
    await raiseCallback(campaignId, good, `${bin}:1`, 'Reply'),
    await raiseCallback(campaignId, failing, `${bin}:2`, 'Optout'),
    await raiseCallback(campaignId, good, `${bin}:3`, 'Lead'),
  ];
  // Delivered at once, or (the 500) after all its attempts on the test stage's one-second schedule.
  await expect.poll(() => settled(ids), { timeout: 60_000, intervals: [1000] }).toBe(true);

  await mainNav(page).getByRole('link', { name: 'Webhooks History' }).click();
  await expect(page).toHaveURL(/\/webhook-history$/);
  await expect(page).toHaveTitle(/^Webhooks History \| .+/);
  await expect(page.getByText(/^Showing last \d+ calls out of \d+$/)).toBeVisible();
  await expect(ourRows(page, bin)).toHaveCount(3);

  // Green under 300, red at 300 or more, with the status text and code.
  const ok = ourRows(page, bin).filter({ hasText: 'Lead' }).getByTestId('status-code-label');
  await expect(ok).toHaveText('OK (200)');
  await expect(ok).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  const failed = ourRows(page, bin).filter({ hasText: 'Opt-out' });
  await expect(failed.getByTestId('status-code-label')).toHaveText('Internal Server Error (500)');
  await expect(failed.getByTestId('status-code-label')).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  expect(await axeViolations(page)).toEqual([]);

  // Filter in the browser.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Errors' }).click();
  await expect(ourRows(page, bin)).toHaveCount(1);
  await expect(ourRows(page, bin)).toContainText('Opt-out');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Successful' }).click();
  await expect(ourRows(page, bin)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(ourRows(page, bin)).toHaveCount(3);

  // Default sort: Date Sent, newest first (the call never sent last); then by Attempts, both ways.
  await expect(page.getByRole('columnheader', { name: /Date Sent/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(ourRows(page, bin).last()).toContainText('Opt-out');
  await page.getByRole('button', { name: 'Attempts' }).click();
  expect(await attemptsIn(ourRows(page, bin))).toEqual([1, 1, 8]);
  await page.getByRole('button', { name: 'Attempts' }).click();
  expect(await attemptsIn(ourRows(page, bin))).toEqual([8, 1, 1]);

  // Request Details: the raw request of the last attempt, at most 900 wide, and Close.
  await failed.getByRole('button', { name: /^Details of call/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Details' });
  await expect(dialog).toBeVisible();
  const raw = dialog.getByTestId('raw-request');
  await expect(raw).toContainText(`POST /__emulator/callbacks/${bin}?status=500 HTTP/1.1`);
  await expect(raw).toContainText(`webhook-id: msg_${ids[1]}`);
  await expect(raw).toContainText(/webhook-signature: v1,[A-Za-z0-9+/]{43}=/);
  await expect(raw).toContainText(`"message":"${bin}:2"`);
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(900);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

const bin = (name: string) => receiver(`/__emulator/callback-bins/${name}`);
type BinState = { requests: { headers: [string, string][]; answeredWith: number }[] };
const binRequests = async (name: string) => ((await (await fetch(bin(name))).json()) as BinState).requests;
const headerIn = (r: BinState['requests'][number], name: string) =>
  r.headers.find(([k]) => k.toLowerCase() === name)?.[1];

test('a failed callback is replayed from Webhooks History and delivered to the emulator’s callback bin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await createCampaign(page, uniqueName('Replays'), { newCategoryName: 'E2E callbacks' });
  const name = `e2e-replay-${Date.now().toString(36)}`;
  // The partner's endpoint is down: every attempt of the schedule fails, and the call is given up.
  await fetch(bin(name), { method: 'POST', body: JSON.stringify({ status: 503 }) });
  const down = await raiseCallback(
    campaignId,
    receiver(`/__emulator/callbacks/${name}`),
    `${name}:1`,
    'Reply',
  );
  const alwaysFailing = await raiseCallback(
    campaignId,
    receiver(`/__emulator/callbacks/${name}-b?status=500`),
    `${name}:2`,
    'Lead',
  );
  await expect.poll(() => settled([down, alwaysFailing]), { timeout: 60_000, intervals: [1000] }).toBe(true);
  expect(await binRequests(name)).toHaveLength(8);

  // Back up: Replay, confirmed, is one new attempt with the same webhook-id and a new timestamp.
  await fetch(bin(name), { method: 'POST', body: JSON.stringify({ status: 200 }) });
  await page.goto('/webhook-history');
  await page.getByRole('button', { name: `Replay call ${down}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Replay this call?' });
  await expect(dialog).toContainText(`Call ${down} is sent again`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Replay' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The call was queued to be sent again.' }),
  ).toBeVisible();
  await expect.poll(async () => (await binRequests(name)).length, { timeout: 30_000 }).toBe(9);
  const [replay, lastFailure] = await binRequests(name);
  expect(replay!.answeredWith).toBe(200);
  expect(headerIn(replay!, 'webhook-id')).toBe(`msg_${down}`);
  expect(Number(headerIn(replay!, 'webhook-timestamp'))).toBeGreaterThan(
    Number(headerIn(lastFailure!, 'webhook-timestamp')),
  );
  await page.reload();
  const row = table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Details of call ${down}` }) });
  await expect(row.getByTestId('status-code-label')).toHaveText('OK (200)');

  // Replay failed calls for today's Created day: the call that still fails is tried once more.
  const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('Created from').fill(today);
  await page.getByLabel('Created to').fill(today);
  await page.getByRole('button', { name: 'Replay failed calls' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replay failed calls?' });
  await confirm.getByRole('button', { name: 'Replay' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /failed calls? (was|were) queued to be sent again\./ }),
  ).toBeVisible();
  await expect.poll(async () => (await binRequests(`${name}-b`)).length, { timeout: 30_000 }).toBe(9);
});
