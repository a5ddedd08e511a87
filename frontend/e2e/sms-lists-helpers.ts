import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A CSV of `count` distinct South African cellphone numbers with a header row; answers its path. */
export function contactsCsv(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'sms-lists-e2e-'));
  const rows = ['First Name,Last Name,Cellphone,Email'];
  const base = 820000000 + Math.floor(Math.random() * 9_000_000);
  for (let i = 0; i < count; i += 1) rows.push(`Person${i},Tester${i},0${base + i},person${i}@example.com`);
  const path = join(dir, 'contacts.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

/** Uploads a file on the data source step and waits until the API has checked it. */
export async function uploadOnSourceStep(page: Page, path: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles(path);
  await expect(page.getByTestId('uploaded-file')).toBeVisible({ timeout: 30_000 });
}

/** Steps 3–5 of the wizard: first data row, the guessed mappings with permission, preview, then finish. */
export async function finishImport(page: Page, finishLabel: 'Create' | 'Import'): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Field type of Cellphone' })).toHaveText('Cellphone');
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // The mappings are checked against the whole file first: seconds for the 500,000-row file on a busy machine.
  await expect(page.getByTestId('step-title')).toHaveText(/Preview Import$/, { timeout: 30_000 });
  await page.getByRole('button', { name: finishLabel }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/new\/queued$/);
  await expect(page.getByRole('heading', { name: 'List has been Queued' })).toBeVisible();
}

/** The lists page row of a list, found by searching its name. */
export async function listRow(page: Page, name: string) {
  await page.goto('/smsmarketing/sms-lists');
  await page.getByLabel('Search by name').fill(name);
  return page
    .getByRole('row')
    .filter({ has: page.getByTestId('list-name').getByText(name, { exact: true }) });
}
