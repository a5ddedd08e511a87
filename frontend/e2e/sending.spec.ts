// The "done when": a key made in Settings, sends through the partner endpoint with curl-like calls
// (no session), the messages followed to Delivered on the status page as it refreshes by itself, and a
// recipient's tap on the short link counted. Everything runs through the real stack: the send queue, the
// worker, the BulkSMS adapter, the test stage's gateway emulator and its delivery-report webhooks.
import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { mainNav, signIn } from './helpers';
import {
  emulatorAccountOf,
  emulatorMessages,
  PHONE_USER_AGENT,
  resetEmulatorBehaviour,
  setEmulatorBehaviour,
} from './sending-helpers';
import { axeViolations } from './axe';

const CLICK_URL = 'https://shop.example/track-order';
const statusPath = (id: number) => `/smsmarketing/smscampaigns/status?smscampaignid=${id}`;
const figure = (page: Page, name: string) => page.getByTestId(`status-${name}`);

test.afterAll(closeTestDatabase);

/** An Active transactional campaign sending through the account's Vodacom provider, with a click URL. */
async function sendingCampaign(page: Page): Promise<{ id: number; providerId: number }> {
  const id = await createCampaign(page, uniqueName('E2E Sending'), {
    newCategoryName: uniqueName('E2E Sending Category'),
  });
  const providers = await callApi<{ id: number; name: string }[]>(page, 'GET', '/api/sms/providers/short');
  const provider = providers.find((p) => p.name === 'Vodacom Bulk SMS');
  expect(provider, 'the seeded Vodacom provider').toBeDefined();
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SelectedProvider',
    providerId: provider!.id,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [{ id: null, active: true, message: 'Your order has shipped. Track it here: #CLICKURL#' }],
    clickUrl: CLICK_URL,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  return { id, providerId: provider!.id };
}

/** Creates a key in Settings › API keys and reads it from the dialog that shows it once. */
async function createKeyInSettings(page: Page): Promise<string> {
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByLabel('Name').fill(uniqueName('E2E web shop'));
  await create.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'API key created' });
  const key = await shown.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  return key;
}

test('a partner sends with a key from Settings; the status page follows the messages to Delivered and counts a tap on the short link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CAMPAIGN_USER);
  const { id, providerId } = await sendingCampaign(page);
  const key = await createKeyInSettings(page);

  // Delivery reports come late (SENT after 4 s, DELIVERED after 8 s), so the page is seen catching up.
  const account = emulatorAccountOf(providerId);
  await setEmulatorBehaviour(account, { dlrDelayMs: 4000 });
  let first: { messageId: number };
  let second: { messageId: number };
  try {
    // As a partner's system calls it: no session, the key in the query string...
    const sendUrl = `/api/campaigns/sms/${id}/sms/send`;
    const viaGet = await request.get(`${sendUrl}?apikey=${encodeURIComponent(key)}&to=082%20555%200131`);
    expect(viaGet.status(), await viaGet.text()).toBe(202);
    first = (await viaGet.json()) as { messageId: number };
    expect(first).toEqual({
      messageId: expect.any(Number),
      status: 'Queued',
      to: '+27825550131',
      segments: 1,
      encoding: 'GSM-7',
    });

    // ...or in a header, with an idempotency key: the retry answers the first message and sends nothing.
    const post = () =>
      request.post(sendUrl, {
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `order-${id}-0132` },
        data: { to: '+27825550132' },
      });
    const viaPost = await post();
    expect(viaPost.status(), await viaPost.text()).toBe(202);
    second = (await viaPost.json()) as { messageId: number };
    expect(second).toMatchObject({ status: 'Queued', to: '+27825550132', segments: 1, encoding: 'GSM-7' });
    expect(second.messageId).not.toBe(first.messageId);
    const retry = await post();
    expect(retry.status()).toBe(202);
    expect(await retry.json()).toMatchObject({ messageId: second.messageId, to: '+27825550132' });

    // The status page, opened before the delivery reports: it refreshes by itself until both are delivered.
    await page.goto(statusPath(id));
    await expect(figure(page, 'queued')).toHaveText('2');
    await expect(figure(page, 'delivered')).toHaveText('0');
    await expect(page.getByTestId('status-live')).toBeVisible();
    await expect(figure(page, 'sent')).toHaveText('2', { timeout: 20_000 });
    await expect(figure(page, 'delivered')).toHaveText('2', { timeout: 30_000 });
    await expect(figure(page, 'delivered-note')).toHaveText('Confirmed by the network');
    await expect(figure(page, 'delivery-rate')).toHaveText('100.0%');
    await expect(figure(page, 'queued-note')).toHaveText('None in flight');
    expect(await axeViolations(page)).toEqual([]);
    await expect(figure(page, 'failed')).toHaveText('0');
    await expect(figure(page, 'suppressed')).toHaveText('0');
    // Two one-part messages at the Vodacom provider's R0.25 a part.
    await expect(figure(page, 'sent-note')).toHaveText('2 SMS parts');
    await expect(figure(page, 'cost')).toHaveText('R0.50');
    await expect(page.getByTestId('status-live')).toHaveCount(0);
    await expect(figure(page, 'clicks')).toHaveText('0');
  } finally {
    await resetEmulatorBehaviour(account);
  }

  // The handset received each message once, with its own short link.
  const received = await emulatorMessages(first.messageId);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ to: '+27825550131', status: 'DELIVERED' });
  const link = /(https?:\/\/\S+\/s\/[0-9A-Za-z]{7})$/.exec(received[0]!.body)?.[1];
  expect(link, received[0]!.body).toBeDefined();
  expect(await emulatorMessages(second.messageId)).toHaveLength(1);

  // The recipient taps the link on a phone: the browser is sent on to the shop's page (which this machine
  // cannot reach: the request is what counts), and the tap is counted.
  const phone = await browser.newContext({
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
  });
  const tap = async () => {
    const handset = await phone.newPage();
    const toShop = handset.waitForRequest(CLICK_URL);
    await handset.goto(link!).catch(() => undefined);
    const shop = await toShop;
    expect(shop.redirectedFrom()?.url()).toBe(link);
    expect((await shop.redirectedFrom()!.response())?.status()).toBe(302);
    await handset.close();
  };
  try {
    await tap();
    await page.reload();
    await expect(figure(page, 'clicks')).toHaveText('1');
    await expect(figure(page, 'clicks-note')).toHaveText('1 unique click');
    // A second tap by the same person is a click, not a new unique click.
    await tap();
    await page.reload();
    await expect(figure(page, 'clicks')).toHaveText('2');
    await expect(figure(page, 'clicks-note')).toHaveText('1 unique click');
  } finally {
    await phone.close();
  }
});
