// A/B message tests (issue 31, part 2): the Messages step marks two messages as a test with its metric, share
// and wait; the status page shows each variant's test messages (sent, delivered, clicks, rate) and the decision,
// here from seeded test messages and clicks and a decided test.
import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { axeViolations } from './axe';
import { callApi, uniqueName } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { DEMO_CLIENT, signIn } from './helpers';

test.afterAll(closeTestDatabase);

const today = () => new Date().toISOString().slice(0, 10);

test('mark two messages as an A/B test, then see the variants and the decision on the status page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [
    DEMO_CLIENT,
  ]);
  const accountId = Number(users[0]!.account_id);
  const [list] = await db.query<{ insertId: number } & RowDataPacket[]>(
    'INSERT INTO sms_lists (account_id, name, contacts) VALUES (?, ?, 0)',
    [accountId, uniqueName('E2E A/B list')],
  );
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/sms/campaigns/scheduled', {
    type: 0,
    name: uniqueName('E2E A/B test'),
    newCategoryName: uniqueName('E2E AB'),
    includeListIds: [list.insertId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '08:00',
    dailySendFinishTime: '17:00',
    timeZone: 'Africa/Johannesburg',
    startDate: today(),
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
  });

  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  const messages = page.locator('section[data-step="Messages"]');
  await messages.getByRole('button', { name: 'Add messages' }).click();
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('Winter sale: 20% off today');
  await messages.getByRole('button', { name: 'Add message' }).click();
  await messages.getByRole('textbox', { name: 'Message 2' }).fill('Winter sale: free delivery today');
  await messages.getByRole('switch', { name: 'Test two to four messages against each other' }).check();
  // One message marked is not a test: the step says so.
  await messages.getByRole('checkbox', { name: 'Message 1', exact: true }).check();
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages.getByRole('alert')).toContainText(
    'Mark two to four active messages for the A/B test.',
  );
  await messages.getByRole('checkbox', { name: 'Message 2', exact: true }).check();
  await messages.getByRole('spinbutton', { name: 'Test share (%)' }).fill('20');
  await messages.getByRole('spinbutton', { name: 'Wait (hours)' }).fill('2');
  await expect(messages).toContainText('p < 0.05 / (number of messages - 1)');
  expect(await axeViolations(page)).toEqual([]);
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages).toContainText(
    'A/B test: Message 1, Message 2 on clicks, 20% of the audience, deciding after 2 hours.',
  );

  // The test phase as the drain leaves it: five delivered messages each, B's clicked four times; decided.
  const [rows] = await db.query<RowDataPacket[]>(
    'SELECT id FROM sms_campaign_messages WHERE campaign_id = ? AND ab_variant = 1 ORDER BY position',
    [id],
  );
  const [a, b] = rows.map((r) => Number(r.id)) as [number, number];
  let last = 0;
  for (const [variant, clicked] of [
    [a, 0],
    [b, 4],
  ] as const) {
    for (let i = 0; i < 5; i++) {
      const [m] = await db.query<{ insertId: number } & RowDataPacket[]>(
        `INSERT INTO sms_messages (account_id, campaign_id, campaign_message_id, source, recipient, body, segments,
          encoding, status, created_at, sent_at, delivered_at)
         VALUES (?, ?, ?, 'Segment', ?, 'Winter sale', 1, 'GSM7', 'Delivered', NOW(), NOW(), NOW())`,
        [accountId, id, variant, `+2782${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`],
      );
      last = m.insertId;
      if (i < clicked)
        await db.query(
          `INSERT INTO sms_clicks (message_id, account_id, campaign_id, recipient, url, first_click_at, latest_click_at)
           VALUES (?, ?, ?, '+27820000000', 'https://shop.example', NOW(), NOW())`,
          [m.insertId, accountId, id],
        );
    }
  }
  await db.query(
    `UPDATE sms_ab_tests SET variant_ids = ?, test_size = 10, test_released = 10, started_at = NOW(),
      decide_at = NOW(), decided_at = NOW(), winner_message_id = ?, significant = 1, p_value = 0.0114,
      last_test_message_id = ? WHERE campaign_id = ?`,
    [`${a},${b}`, b, last, id],
  );

  await page.goto(`/smsmarketing/smscampaigns/status?smscampaignid=${id}`);
  const section = page.getByRole('region', { name: 'A/B message test' });
  await expect(section).toBeVisible({ timeout: 60_000 }); // the status function's first (cold) start
  await expect(section.getByRole('status')).toHaveText(
    'Winner: Message 2 (p = 0.0114). The rest of the audience got Message 2.',
  );
  const table = section.getByRole('table', { name: 'A/B test messages' });
  await expect(table.getByRole('row').nth(1)).toContainText(/Message 1.*5\s*5\s*0\s*0\.0%/s);
  await expect(table.getByRole('row').nth(2)).toContainText(/Message 2.*5\s*5\s*4\s*80\.0%/s);
  expect(await axeViolations(page)).toEqual([]);
});
