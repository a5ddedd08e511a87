import { expect, test } from '@playwright/test';
import { mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

/** The Settings tests work in the Acme Retail account. */
const SETTINGS_USER = 'thandi@acme.test';

test('the API reference opens from Settings › API keys and shows the send operation, its errors and callbacks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, SETTINGS_USER);
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible();

  // The reference's code (Scalar) is not loaded until the page is opened.
  const referenceChunk = (url: string) => /api-reference-page-[\w-]+\.js$/.test(url);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  expect(loaded.some(referenceChunk)).toBe(false);

  const document = page.waitForResponse((r) => r.url().endsWith('/api/openapi.json') && r.status() === 200);
  await page.getByRole('link', { name: 'API reference', exact: true }).click();
  // The router shows the page once its chunk (Scalar, about 465 kB gzipped) is in: a while on a busy machine.
  await expect(page).toHaveURL(/\/settings\/api-reference$/, { timeout: 60_000 });
  await expect(page).toHaveTitle(/^API reference \| .+/);
  await document;
  expect(loaded.some(referenceChunk)).toBe(true);

  const reference = page.getByTestId('api-reference');
  await expect(reference.getByRole('heading', { name: 'Partner API', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(reference.getByRole('heading', { name: 'Send one SMS', exact: true })).toBeVisible();
  await expect(reference.getByText('/campaigns/sms/{campaignId}/sms/send').first()).toBeVisible();
  await expect(reference.getByText('RECIPIENT_SUPPRESSED').first()).toBeAttached();
  // The callbacks (OpenAPI webhooks) are a group of their own in the sidebar.
  await reference.getByRole('button', { name: 'Open Group - Callbacks' }).click();
  await expect(reference.getByText('Delivery report', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  expect(await axeViolations(page)).toEqual([]);
});
