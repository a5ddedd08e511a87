// The "done when" for Settings › SMS Providers: an administrator adds a Twilio provider to a client's
// account in Settings (against the test stage's emulator, which speaks Twilio's API), tests its connection (a
// real authenticated call), the client selects it in a campaign's Provider step, sends, and sees the delivery
// on the campaign status page: the message went out through Twilio's protocol, not the seeded BulkSMS ones.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { DEMO_ADMIN, mainNav, signIn } from './helpers';
import { emulatorMessages } from './sending-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

const emulatorUrl = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

/** A Twilio account of the test's own at the emulator: Account SID, auth token and its number. */
async function twilioAccount() {
  const account = {
    username: `AC${randomBytes(16).toString('hex')}`,
    password: randomBytes(16).toString('hex'),
    replyNumber: `+2761${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  const res = await fetch(`${emulatorUrl()}/__emulator/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, messagesPerSecond: 50 }),
  });
  expect(res.status).toBe(201);
  return account;
}

test('an administrator adds a Twilio provider in Settings and tests it; a campaign selects it, sends, and sees the delivery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const twilio = await twilioAccount();
  const name = uniqueName('E2E Twilio');

  // The administrator: Settings › SMS Providers › Add provider, for Globex Foods (Carol's account).
  await signIn(page, DEMO_ADMIN);
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  const card = page.getByRole('region', { name: 'SMS Providers' });
  await card.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMS provider' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Globex Foods' }).click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Twilio' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Account SID').fill(twilio.username);
  await expect(dialog.getByLabel('Auth token')).toHaveAttribute('type', 'password');
  await dialog.getByLabel('Auth token').fill(twilio.password);
  await dialog.getByLabel('Sender').fill(twilio.replyNumber);
  await dialog.getByLabel('Price per SMS part').fill('0.4500');
  await dialog.getByLabel('Messages per second').fill('20');
  await dialog.getByLabel('API address').fill(emulatorUrl());
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // A Twilio number's incoming-message URL is set through Twilio's API: nothing to paste.
  await expect(card.getByTestId('webhook-outcome')).toContainText('incoming-message URL was set');

  const row = card.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Globex Foods');
  await expect(row).toContainText('Twilio');
  await expect(row).toContainText('Standard');
  await expect(row).toContainText('0.4500');
  await expect(row).toContainText('Active');
  // Never shown again: the page holds neither the auth token nor the whole SID.
  await expect(page.locator('body')).not.toContainText(twilio.password);
  await expect(page.locator('body')).not.toContainText(twilio.username);

  await row.getByRole('button', { name: `Test connection of ${name}` }).click();
  await expect(card.getByTestId('connection-test-result')).toContainText(
    `${name}: Twilio accepted the credentials`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The client: the provider is Carol's to select in a campaign's Provider step.
  const carol = await browser.newContext({ baseURL });
  const client = await carol.newPage();
  try {
    await signIn(client, CAMPAIGN_USER);
    const id = await createCampaign(client, uniqueName('E2E Twilio campaign'), {
      newCategoryName: uniqueName('E2E Twilio Category'),
    });
    await callApi(client, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
      messages: [{ id: null, active: true, message: 'Your order is ready for collection.' }],
      clickUrl: null,
    });
    await client.goto(`/smsmarketing/sms-campaigns/${id}`);
    const step = client.locator('section[data-step="Provider"]');
    await step.getByRole('button', { name: 'Add provider' }).click();
    await step.getByRole('radio', { name: /Selected Provider/ }).check();
    await step.getByRole('combobox', { name: 'Provider' }).click();
    await client.getByRole('option', { name: new RegExp(name) }).click();
    await step.getByRole('button', { name: 'Save' }).click();
    await expect(step).toHaveAttribute('data-status', 'Valid');
    await expect(step).toContainText(name);
    await expect(step).toContainText('Selected provider');
    await callApi(client, 'PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });

    // Send (the editor's Send a test: the partners' send path), then the status page shows the delivery.
    await client.reload();
    await client.getByRole('button', { name: 'Send a test' }).click();
    const send = client.getByRole('dialog', { name: 'Send a test' });
    await send.getByLabel('Cellphone number').fill('082 555 0177');
    await send.getByRole('button', { name: 'Send test' }).click();
    const result = send.getByTestId('test-send-result');
    await expect(result).toContainText('Test message accepted');
    const messageId = Number(await result.getByTestId('test-send-message-id').textContent());
    // Through Twilio's protocol, from the account's number: the emulator's Twilio message (SM…).
    await expect
      .poll(async () => (await emulatorMessages(messageId)).map((m) => [m.account, m.to, m.body]), {
        timeout: 20_000,
      })
      .toEqual([[twilio.username, '+27825550177', 'Your order is ready for collection.']]);
    await result.getByRole('link', { name: 'See it on the campaign status page' }).click();
    await expect(client.getByTestId('status-delivered')).toHaveText('1', { timeout: 30_000 });
    await expect(client.getByTestId('status-delivery-rate')).toHaveText('100.0%');
    // One part at the provider's R0.45.
    await expect(client.getByTestId('status-cost')).toHaveText('R0.45');
  } finally {
    await carol.close();
    // Globex Foods' spreads would otherwise send through this provider in every later file: the administrator
    // disables it (Disable asks first), and its row says so.
    await row.getByRole('button', { name: `Disable ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable SMS provider' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');
  }
});
