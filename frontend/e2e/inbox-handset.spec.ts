// The "done when": people reply STOP and YES on the gateway emulator's handset page, the provider's
// RECEIVED webhook brings the replies in, and the SMS Inbox shows an Optout and a Lead; the next send to the
// number that said STOP is refused. Everything runs through the real stack: the send queue and worker, the
// BulkSMS adapter, the test stage's emulator, its inbound webhook and the inbox's API.
import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { signIn } from './helpers';
import { uniqueCellphone } from './inbox-helpers';
import { emulatorMessages } from './sending-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

const handsetPage = (): string => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}/`;

/** An Active transactional campaign that sends through the account's providers and receives replies. */
async function activeCampaign(page: Page): Promise<number> {
  const id = await createCampaign(page, uniqueName('E2E replies'), {
    newCategoryName: uniqueName('E2E Replies'),
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [
      { id: null, active: true, message: 'Winter sale: 30% off all boots. Reply YES for a call back.' },
    ],
    clickUrl: null,
  });
  // Replies are received, of the Default type: lead keywords (YES) make Leads.
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/replies`, {
    receiveActive: true,
    type: 'Default',
    staticKeyword: null,
  });
  await callApi(page, 'PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  return id;
}

/** The editor's "Send a test" to a number, waited for until the emulator's handset has it. */
async function sendTo(page: Page, campaignId: number, to: string): Promise<void> {
  const { messageId } = await callApi<{ messageId: number }>(
    page,
    'POST',
    `/api/sms/campaigns/${campaignId}/test-send`,
    { to },
  );
  await expect
    .poll(async () => (await emulatorMessages(messageId)).map((m) => m.to), { timeout: 15_000 })
    .toEqual([to]);
}

/** Types a reply in the handset's box on the emulator's page and sends it. */
async function replyFromHandset(page: Page, from: string, text: string): Promise<void> {
  await page.goto(handsetPage());
  const handset = page.locator('section.handset', { hasText: from });
  await handset.getByLabel('Reply from this handset').fill(text);
  await handset.getByRole('button', { name: 'Send reply' }).click();
  await page.waitForLoadState('load');
  await expect(page.locator('section.handset', { hasText: from }).getByText(text)).toBeVisible();
}

/** The inbox searched for one number, reloaded until the webhook has brought its reply in. */
async function inboxRowOf(page: Page, from: string) {
  const row = page.getByRole('table', { name: 'SMS replies' }).getByRole('row').filter({ hasText: from });
  await expect
    .poll(
      async () => {
        await page.goto('/smsmarketing/sms-inbox');
        await page.getByPlaceholder('Search by cellphone or message').fill(from);
        await expect(page.getByTestId('reply-count')).toBeVisible();
        await page.waitForLoadState('networkidle');
        return row.count();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(1);
  return row;
}

test('STOP and YES from the handset page arrive as an Optout and a Lead; the number that said STOP gets nothing more', async ({
  page,
  browser,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const campaignId = await activeCampaign(page);
  const [stopper, interested] = [uniqueCellphone(), uniqueCellphone()];
  await sendTo(page, campaignId, stopper);
  await sendTo(page, campaignId, interested);

  const phones = await browser.newPage();
  await replyFromHandset(phones, stopper, 'Stop');
  await replyFromHandset(phones, interested, 'yes please!');
  await phones.close();

  const optout = await inboxRowOf(page, stopper);
  await expect(optout.getByText('Optout', { exact: true })).toBeVisible();
  await expect(optout.getByText('STOP', { exact: true })).toBeVisible();
  await expect(optout.getByRole('link', { name: /E2E replies/ })).toHaveAttribute(
    'href',
    `/smsmarketing/smscampaigns/Status?smscampaignid=${campaignId}`,
  );

  const lead = await inboxRowOf(page, interested);
  await expect(lead.getByText('Lead', { exact: true })).toBeVisible();
  await expect(lead.getByText('YES', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The opt-out holds at once: the next send to that number is refused, the other number still gets one.
  const refused = await page.evaluate(
    async ({ url, to }) => {
      const csrf = /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]*)/.exec(document.cookie)?.[1];
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          ...(csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: JSON.stringify({ to }),
      });
      return { status: response.status, body: (await response.json()) as { error?: { message?: string } } };
    },
    { url: `/api/sms/campaigns/${campaignId}/test-send`, to: stopper },
  );
  expect(refused.status).toBe(422);
  expect(refused.body.error?.message).toBe('This recipient opted out of your messages, so nothing was sent.');
  await sendTo(page, campaignId, interested);
});
