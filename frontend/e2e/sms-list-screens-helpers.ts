import { expect, type Page } from '@playwright/test';
import { contactsCsv, finishImport, listRow, uploadOnSourceStep } from './sms-lists-helpers';

/** Creates a list from a CSV of `count` contacts (Person0 Tester0 …) and waits until it is Completed. */
export async function createUploadedList(page: Page, name: string, count: number): Promise<void> {
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadOnSourceStep(page, contactsCsv(count));
  await finishImport(page, 'Create');
  const row = await listRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
}

/** Creates an empty list through the wizard's 'Create an empty list'. */
export async function createEmptyList(page: Page, name: string): Promise<void> {
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create an empty list' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists$/);
}
