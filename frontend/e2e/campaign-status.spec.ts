import { expect, test, type Page } from '@playwright/test';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { bumpStats, campaignOfAnotherAccount, closeTestDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { axeViolations } from './axe';

const statusPath = (id: number) => `/smsmarketing/smscampaigns/status?smscampaignid=${id}`;
const figure = (page: Page, name: string) => page.getByTestId(`status-${name}`);

test.afterAll(closeTestDatabase);

test('the status page shows a campaign’s counters and chart, and follows them while messages are in flight', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Status');
  const id = await createCampaign(page, name, { newCategoryName: uniqueName('E2E Status Category') });

  // Before the first message: how to send one.
  await page.goto(statusPath(id));
  await expect(page).toHaveTitle('SMS Campaign Status');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages sent yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API keys in Settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByTestId('status-chart')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Three hours ago 10 went out (8 delivered, 1 undelivered); two hours ago 6 more were accepted, of which
  // 2 were sent (1 delivered) and 1 failed: 3 are still in flight. (Sends of two hours ago and earlier no
  // longer wait for their delivery reports.)
  await bumpStats(id, 3, { queued: 10, sent: 10, segments: 12 }, 3);
  await bumpStats(id, 3, { delivered: 8, undelivered: 1 });
  await bumpStats(id, 2, { queued: 6, sent: 2, delivered: 1, failed: 1, suppressed: 2, segments: 2 }, 0.6);
  await bumpStats(id, 2, { clicks: 4, unique_clicks: 3 });

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/sms/campaigns/${id}/status`)) requests.push(request.url());
  });
  await page.reload();
  await expect(figure(page, 'queued')).toHaveText('16');
  await expect(figure(page, 'queued-note')).toHaveText('3 in flight');
  await expect(figure(page, 'sent')).toHaveText('12');
  await expect(figure(page, 'delivered')).toHaveText('9');
  await expect(figure(page, 'delivery-rate')).toHaveText('75.0%');
  await expect(figure(page, 'failed')).toHaveText('2');
  await expect(figure(page, 'failed-note')).toHaveText('1 undelivered, 1 not sent');
  await expect(figure(page, 'suppressed')).toHaveText('2');
  await expect(figure(page, 'clicks')).toHaveText('4');
  await expect(figure(page, 'clicks-note')).toHaveText('3 unique clicks');
  await expect(figure(page, 'cost')).toHaveText('R3.60');

  const chart = page.getByRole('img', {
    name: /^Messages sent and delivered per hour: 12 sent and 9 delivered/,
  });
  await expect(chart).toBeVisible();
  const hours = page.getByTestId('status-chart').getByTestId('chart-hour');
  await expect(hours).toHaveCount(48);
  await expect(hours.nth(44)).toHaveAttribute('data-sent', '10');
  await expect(hours.nth(44)).toHaveAttribute('data-delivered', '8');
  await expect(hours.nth(45)).toHaveAttribute('data-sent', '2');
  await expect(hours.nth(47)).toHaveAttribute('data-sent', '0');
  // Columns are drawn for the busy hours (two columns: sent and delivered).
  await expect(hours.nth(44).locator('rect')).toHaveCount(3);
  await expect(page.getByTestId('status-live')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The last three are sent and delivered while the page is open: it catches up by itself, then stops.
  await bumpStats(id, 0, { sent: 3, delivered: 3, segments: 3 }, 0.45);
  await expect(figure(page, 'sent')).toHaveText('15', { timeout: 10_000 });
  await expect(figure(page, 'delivered')).toHaveText('12');
  await expect(figure(page, 'delivery-rate')).toHaveText('80.0%');
  await expect(figure(page, 'queued-note')).toHaveText('None in flight');
  await expect(figure(page, 'cost')).toHaveText('R4.05');
  await expect(hours.nth(47)).toHaveAttribute('data-sent', '3');
  await expect(page.getByRole('img', { name: /per hour: 15 sent and 12 delivered/ })).toBeVisible();
  await expect(page.getByTestId('status-live')).toHaveCount(0);
  const asked = requests.length;
  await bumpStats(id, 0, { sent: 1 });
  await page.waitForTimeout(7000);
  expect(requests.length, 'no more refreshes once nothing is in flight').toBe(asked);
  await expect(figure(page, 'sent')).toHaveText('15');

  // The name leads to the editor.
  await page.getByTestId('status-campaign-name').click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/sms-campaigns/${id}$`));
});

test('the status page of another account’s campaign, or of no campaign, is not found', async ({ page }) => {
  await signIn(page, CAMPAIGN_USER);
  const own = await createCampaign(page, uniqueName('E2E Status Own'), {
    newCategoryName: uniqueName('E2E Status Category'),
  });
  await page.goto(statusPath(await campaignOfAnotherAccount(own)));
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await page.goto('/smsmarketing/smscampaigns/status');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
