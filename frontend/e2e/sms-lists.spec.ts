import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { contactsCsv, listRow, uploadOnSourceStep } from './sms-lists-helpers';
import { axeViolations } from './axe';

test('create a list from an uploaded CSV through all five steps', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E List ${Date.now()}`;

  await page.goto('/smsmarketing/sms-lists');
  await page.getByRole('link', { name: 'Create List' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/new$/);
  await expect(page).toHaveTitle(/^New SMS List \| .+/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadOnSourceStep(page, contactsCsv(25));
  expect(await axeViolations(page)).toEqual([]);

  // Each later step of the wizard, checked as it shows (the steps of finishImport).
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Field type of Cellphone' })).toHaveText('Cellphone');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-title')).toHaveText(/Preview Import$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/new\/queued$/);
  await expect(page.getByRole('heading', { name: 'List has been Queued' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Return to SMS Lists' }).click();
  const row = await listRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('25');
  expect(await axeViolations(page)).toEqual([]);

  // The List Process Queue shows the import.
  await page.goto('/listprocessqueue');
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Completed')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
