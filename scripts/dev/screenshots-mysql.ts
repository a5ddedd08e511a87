// Screenshots of the list wizard's MySql data source on the running stack, for a person to look at:
// the data source step with MySql chosen, the connection string dialog (empty, filled, editing) and
// the Map Columns field types with custom fields.
// Usage: tsx scripts/dev/screenshots-mysql.ts [baseUrl] — files go to .local/screenshots/mysql/.
// The seed's demo connection string 'Demo CRM (local MariaDB)' must be there (scripts/db/seed.ts).
import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/mysql';
mkdirSync(out, { recursive: true });
const DEMO_CONNECTION = 'Demo CRM (local MariaDB)';

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // let transitions finish
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`  ${out}/${name}.png`);
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(page, base);

  await page.goto(`${base}/smsmarketing/sms-lists/new`);
  await page.getByLabel(/List name/).fill('Screenshot list');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'MySql' }).check();
  const connection = page.getByRole('combobox', { name: 'Connection string' });
  await connection.waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'source-mysql-empty');
  await page.getByRole('button', { name: 'Next' }).click();
  await shot(page, 'source-mysql-alert');
  await choose(page, connection, DEMO_CONNECTION);
  const table = page.getByRole('combobox', { name: 'Table' });
  await page.waitForLoadState('networkidle');
  await choose(page, table, 'customers');
  await shot(page, 'source-mysql');

  // The connection string dialog: empty, then filled with the databases listed.
  await page.getByRole('button', { name: 'New connection string' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection string' });
  await dialog.waitFor();
  await shot(page, 'connection-dialog-empty');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shot(page, 'connection-dialog-errors');
  await dialog.getByLabel(/Connection name/).fill('Reporting replica');
  await dialog.getByLabel(/Host/).fill('127.0.0.1');
  await dialog.getByLabel(/Username/).fill('crm_reader');
  await dialog.getByLabel(/^Password/).fill('crm-reader-pass');
  await dialog.getByTestId('connection-check').filter({ hasText: 'Connection successful.' }).waitFor();
  const databases = dialog.getByRole('combobox', { name: 'Database' });
  await databases.click();
  await shot(page, 'connection-dialog-databases');
  await page.getByRole('option').first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await dialog.getByLabel(/Table prefix/).fill('');
  await choose(page, dialog.getByRole('combobox', { name: 'Use for' }), 'SMS and Email');
  await shot(page, 'connection-dialog-filled');
  await dialog.getByLabel(/Host/).fill('10.0.0.1');
  await dialog.getByTestId('connection-check').filter({ hasText: 'Connection failed.' }).waitFor();
  await shot(page, 'connection-dialog-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Editing the demo connection string: the saved password is kept unless a new one is typed.
  await page.getByRole('button', { name: 'Edit connection string' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit connection string' });
  await edit.getByTestId('connection-check').filter({ hasText: 'Connection successful.' }).waitFor();
  await shot(page, 'connection-dialog-edit');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ state: 'hidden' });

  // Select First Row and Map Columns from the table, with the custom fields in the field type select.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await shot(page, 'row-mysql');
  await page.getByRole('button', { name: 'Next' }).click();
  const city = page.getByRole('combobox', { name: 'Field type of city' });
  await city.waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'mapping-mysql');
  await city.click();
  await page.getByRole('option', { name: 'New custom field…' }).scrollIntoViewIfNeeded();
  await shot(page, 'mapping-custom-fields');
  await page.keyboard.press('Escape');

  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
