import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { accountOf, closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { axeViolations } from './axe';

// Issue 28, proof of dispatch: on a campaign's status page the marketer asks for the dispatch log, the page
// shows it being prepared by the worker (one build, however often it is clicked), then offers the download:
// a CSV of every dispatched message with its times in SAST and UTC, provider and provider id, and delivery.

test.afterAll(closeTestDatabase);

const HEADER =
  '\uFEFFMessage ID,Recipient,Dispatched (SAST),Dispatched (UTC),Provider,Provider message ID,Status,Delivered (SAST),Delivered (UTC)';

/** Downloads on for the user's account (the log lists numbers: hidden when downloads are limited). */
async function allowDownloads(email: string): Promise<void> {
  await (
    await testDatabase()
  ).query(
    'UPDATE accounts a JOIN users u ON u.account_id = a.id SET a.limit_downloads = 0 WHERE u.email = ?',
    [email],
  );
}

/** `count` dispatched messages of the campaign (one second apart), as the send pipeline leaves them. */
async function dispatched(campaignId: number, count: number): Promise<void> {
  const db = await testDatabase();
  const account = await accountOf(campaignId);
  const rows = Array.from({ length: count }, (_, i) => [
    account,
    campaignId,
    'Segment',
    `+2783${String(7_000_000 + i).padStart(7, '0')}`,
    'Deal',
    1,
    'GSM7',
    i % 2 ? 'Sent' : 'Delivered',
    `e2e-${i + 1}`,
    new Date(Date.UTC(2027, 2, 19, 6, 0, i)),
    new Date(Date.UTC(2027, 2, 19, 6, 0, i, 500)),
    i % 2 ? null : new Date(Date.UTC(2027, 2, 19, 6, 0, i + 3)),
  ]);
  await db.query(
    `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status,
       provider_message_id, created_at, sent_at, delivered_at) VALUES ?`,
    [rows],
  );
}

test('the dispatch log: requested on the status page, prepared by the worker, downloaded as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await allowDownloads(CAMPAIGN_USER);
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Dispatch');
  const id = await createCampaign(page, name, { newCategoryName: uniqueName('E2E Dispatch Category') });
  await dispatched(id, 4);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/sms/campaigns/${id}/dispatch-log`))
      posts.push(request.url());
  });
  await page.goto(`/smsmarketing/smscampaigns/status?smscampaignid=${id}`);
  const panel = page.getByTestId('dispatch-log');
  await panel.getByRole('button', { name: 'Prepare dispatch log' }).click();
  // Prepared by the worker: the page says so and offers the file once it is ready.
  const link = panel.getByRole('link', { name: 'Download dispatch log' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  expect(posts).toHaveLength(1);
  await expect(page.getByTestId('dispatch-log-ready')).toContainText('Dispatch log of 4 messages, prepared');
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`-${id}-dispatch-log\\.csv$`));
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(5);
  expect(lines[1]!.split(',').slice(1)).toEqual([
    '27837000000',
    '2027-03-19 08:00:00.500',
    '2027-03-19T06:00:00.500Z',
    '',
    'e2e-1',
    'Delivered',
    '2027-03-19 08:00:03.000',
    '2027-03-19T06:00:03.000Z',
  ]);

  // The file stays offered after a reload; a new one can be prepared (the campaign may have sent more).
  await page.reload();
  await expect(panel.getByRole('link', { name: 'Download dispatch log' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Prepare a new dispatch log' })).toBeVisible();
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>(
    'SELECT COUNT(*) AS n FROM dispatch_log_builds WHERE campaign_id = ? AND channel = ?',
    [id, 'Sms'],
  );
  expect(Number(rows[0]!.n)).toBe(1);
});
