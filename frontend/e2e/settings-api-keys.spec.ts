import { expect, test, type Page } from '@playwright/test';
import { callApi, CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

/** The Settings tests work in the Acme Retail account, apart from the campaign tests' Globex Foods. */
const SETTINGS_USER = 'thandi@acme.test';

const keysTable = (page: Page) => page.getByRole('table', { name: 'API keys' });
const rowOf = (page: Page, name: string) =>
  keysTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByTestId('api-key-name').getByText(name, { exact: true }) });

/** Revokes whatever keys earlier runs left in the account, so the page starts empty. */
async function revokeAllKeys(page: Page): Promise<void> {
  const keys = await callApi<{ id: number }[]>(page, 'GET', '/api/settings/api-keys');
  for (const key of keys) await callApi(page, 'DELETE', `/api/settings/api-keys/${key.id}`);
}

test('create an API key in Settings, see it once, copy it, find it listed by prefix, and revoke it', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, SETTINGS_USER);
  await revokeAllKeys(page);

  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle(/^Settings \| .+/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible();
  await expect(keysTable(page).getByText(/^No API keys yet\./)).toBeVisible();
  // How to call the send endpoint, with this stack's API host.
  await expect(page.getByTestId('send-get-example')).toHaveText(
    /^https?:\/\/[^/]+\/api\/campaigns\/sms\/\{campaignId\}\/sms\/send\?apikey=\{apikey\}&to=\{to\}$/,
  );
  await expect(page.getByTestId('send-post-example')).toContainText("-H 'Authorization: Bearer {apikey}'");
  expect(await axeViolations(page)).toEqual([]);

  // The shared schema's message before anything is sent, then a key.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('API key name is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const name = uniqueName('E2E shop');
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'API key created' });
  await expect(shown.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  const key = await shown.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // A click outside does not lose the key; Done closes.
  await page.mouse.click(5, 5);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = rowOf(page, name);
  await expect(row.getByTestId('api-key-prefix')).toHaveText(`${key.slice(0, 14)}…`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Never');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Active');
  expect(await axeViolations(page)).toEqual([]);
  // Shown once: neither the page nor the list answer carries the key.
  expect(await page.content()).not.toContain(key.slice(14));
  await page.reload();
  await expect(rowOf(page, name)).toBeVisible();
  expect(await page.content()).not.toContain(key.slice(14));

  // The same name again: the server's field message.
  await page.getByRole('button', { name: 'Create API key' }).click();
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(
    create.getByText('An active API key already has this name. Choose another name.'),
  ).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  // Revoke: Cancel keeps the key; confirming revokes it and the list is empty again.
  await rowOf(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText(`Revoke the API key "${name}" (${key.slice(0, 14)}…)?`);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`API key "${name}" revoked.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(keysTable(page).getByText(/^No API keys yet\./)).toBeVisible();
  expect(await callApi<unknown[]>(page, 'GET', '/api/settings/api-keys')).toEqual([]);
});

test('the transactional campaign editor links to the Settings API keys', async ({ page }) => {
  await signIn(page, CAMPAIGN_USER);
  const id = await createCampaign(page, uniqueName('E2E keys link'), {
    newCategoryName: uniqueName('E2E Category'),
  });
  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  await page.getByRole('link', { name: 'Settings › API keys' }).click();
  await expect(page).toHaveURL(/\/settings#api-keys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeInViewport();
});
