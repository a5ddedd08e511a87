import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { contactsCsv, finishImport, listRow, uploadOnSourceStep } from './sms-lists-helpers';

test('create a list from an uploaded CSV through all five steps', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E List ${Date.now()}`;

  await page.goto('/smsmarketing/sms-lists');
  await page.getByRole('link', { name: 'Create List' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/new$/);
  await expect(page).toHaveTitle(/^New SMS List \| .+/);
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadOnSourceStep(page, contactsCsv(25));
  await finishImport(page, 'Create');

  await page.getByRole('link', { name: 'Return to SMS Lists' }).click();
  const row = await listRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('25');
});
