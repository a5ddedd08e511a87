// The editor's Send a test dialog against the real route (POST /api/sms/campaigns/{id}/test-send, the
// partners' send path): its answers come from the real API, the message from the test stage's emulator.
import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { emulatorMessages, optOut } from './sending-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

/** A transactional campaign with a provider step and one active message; active unless told otherwise. */
async function readyCampaign(page: Page, active: boolean): Promise<number> {
  const id = await createCampaign(page, uniqueName('E2E test send'), {
    newCategoryName: uniqueName('E2E Category'),
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [{ id: null, active: true, message: 'Your test code is 4821.' }],
    clickUrl: null,
  });
  if (active) await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  return id;
}

async function sendTest(page: Page, campaignId: number, to: string) {
  await page.goto(`/smsmarketing/sms-campaigns/${campaignId}`);
  await page.getByRole('button', { name: 'Send a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test' });
  await expect(dialog.getByLabel('Cellphone number')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Cellphone number').fill(to);
  await dialog.getByRole('button', { name: 'Send test' }).click();
  return dialog;
}

test('Send a test sends one message of an active transactional campaign and links to its status page', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const id = await readyCampaign(page, true);
  const dialog = await sendTest(page, id, '082 555 0101');
  const result = dialog.getByTestId('test-send-result');
  await expect(result).toContainText('Test message accepted');
  // A 202 is always Queued: the worker sends it after the answer.
  await expect(result.getByTestId('test-send-status')).toHaveText('Queued');
  await expect(result.getByTestId('test-send-to')).toHaveText('+27825550101');
  await expect(result.getByTestId('test-send-sms-parts')).toHaveText('1');
  expect(await axeViolations(page)).toEqual([]);
  const messageId = Number(await result.getByTestId('test-send-message-id').textContent());
  expect(messageId).toBeGreaterThan(0);
  // The handset gets the campaign's active message.
  await expect
    .poll(async () => (await emulatorMessages(messageId)).map((m) => [m.to, m.body]), { timeout: 15_000 })
    .toEqual([['+27825550101', 'Your test code is 4821.']]);
  await result.getByRole('link', { name: 'See it on the campaign status page' }).click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/smscampaigns/status\\?smscampaignid=${id}$`));
});

test('Send a test shows the API’s refusals: a number that is not valid, a Dormant campaign', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const active = await readyCampaign(page, true);
  let dialog = await sendTest(page, active, '123');
  await expect(dialog.getByLabel('Cellphone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('test-send-result')).toHaveCount(0);

  const dormant = await readyCampaign(page, false);
  dialog = await sendTest(page, dormant, '082 555 0102');
  await expect(dialog.getByTestId('test-send-error')).toContainText(/Dormant/i);
});

test('Send a test to a number that opted out sends nothing, says why and that the attempt is recorded', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const id = await readyCampaign(page, true);
  await optOut(id, '+27825550103');
  const dialog = await sendTest(page, id, '082 555 0103');
  const refusal = dialog.getByTestId('test-send-suppressed');
  await expect(refusal).toContainText('Not sent: the number is suppressed');
  await expect(refusal).toContainText(
    'This recipient opted out of your messages, so nothing was sent. The attempt is recorded as Suppressed.',
  );
  await expect(dialog.getByTestId('test-send-result')).toHaveCount(0);
  await refusal.getByRole('link', { name: 'See it on the campaign status page' }).click();
  await expect(page.getByTestId('status-suppressed')).toHaveText('1');
  await expect(page.getByTestId('status-sent')).toHaveText('0');
});
