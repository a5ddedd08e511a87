import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { contactsCsv, finishImport, listRow, uploadOnSourceStep } from './sms-lists-helpers';
import { axeViolations } from './axe';

test('import contacts into an existing list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E Import ${Date.now()}`;

  // An empty list to import into.
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create an empty list' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists$/);

  const row = await listRow(page, name);
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await row.getByRole('link', { name: `Import contacts into ${name}` }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/\d+\/importContacts$/);
  await expect(page.getByRole('heading', { name: 'Import SMS Contacts' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await uploadOnSourceStep(page, contactsCsv(12));
  await finishImport(page, 'Import');

  const after = await listRow(page, name);
  await expect(after.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(after.getByRole('cell').nth(3)).toHaveText('12');
  expect(await axeViolations(page)).toEqual([]);
});
