import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { listRow } from './sms-lists-helpers';
import { axeViolations } from './axe';

// The seed gives each client account this connection string to the local MariaDB's demo CRM
// (DEMO_SOURCE_DATABASE of the stage; crm_demo_test in the test stage): table customers, 40 rows, one without a valid number ('n/a')
// and one repeating another's number, so 38 contacts.
const DEMO_CONNECTION = 'Demo CRM (local MariaDB)';
const SOURCE = {
  host: '127.0.0.1',
  username: 'crm_reader',
  password: 'crm-reader-pass',
  database: process.env.DEMO_SOURCE_DATABASE ?? 'crm_demo_test',
};

/** Opens an MUI select by its label and picks an option. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** New SMS List, step 2 with the MySql source chosen. */
async function openMySqlSource(page: Page, listName: string): Promise<void> {
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(listName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-title')).toHaveText('2. Specify Data Source');
  await page.getByRole('radio', { name: 'MySql' }).check();
  await expect(page.getByRole('combobox', { name: 'Connection string' })).toBeEnabled();
}

test('create a list from a MySQL table through all five steps', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E MySQL List ${Date.now()}`;
  await openMySqlSource(page, name);

  // Next without a connection string and table is refused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please specify a valid MySql connection string to import contacts from.'),
  ).toBeVisible();

  // The tables answer late here, so axe also sees the disabled Table field with its 'Loading the tables…' text
  // (it must stay legible: it says why the field cannot be used yet).
  let releaseTables = () => {};
  const tablesHeld = new Promise<void>((resolve) => (releaseTables = resolve));
  await page.route('**/api/lists/mysql/connection-strings/*/tables', async (route) => {
    await tablesHeld;
    await route.continue();
  });
  await choose(page, page.getByRole('combobox', { name: 'Connection string' }), DEMO_CONNECTION);
  await expect(page.getByText(`${SOURCE.username}@${SOURCE.host} / ${SOURCE.database}`)).toBeVisible();
  await expect(page.getByText('Loading the tables…')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  releaseTables();
  const table = page.getByRole('combobox', { name: 'Table' });
  await expect(table).toBeEnabled({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'wait' });
  await choose(page, table, 'customers');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('step-title')).toHaveText('3. Select First Row');
  await expect(page.getByText(/^Table customers: 40 rows\./)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('step-title')).toHaveText('4. Map Columns');
  await expect(page.getByRole('combobox', { name: 'Field type of mobile' })).toHaveText('Cellphone', {
    timeout: 15_000,
  });
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('step-title')).toHaveText('5. Preview Import', { timeout: 15_000 });
  await expect(page.getByText(`MySql: ${DEMO_CONNECTION}, table customers`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const facts = page.locator('dl');
  await expect(
    facts.locator('dt', { hasText: 'Duplicates' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await expect(
    facts.locator('dt', { hasText: 'Invalid numbers' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/new\/queued$/);
  await expect(page.getByRole('heading', { name: 'List has been Queued' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to SMS Lists' }).click();
  const row = await listRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('38');
});

test('add a connection string through the dialog, then delete it after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_CLIENT);
  const connName = `E2E CRM ${Date.now()}`;
  await openMySqlSource(page, `E2E Connection ${Date.now()}`);

  await page.getByRole('button', { name: 'New connection string' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection string' });
  await expect(dialog.getByText('Enter the host and username to list the databases.')).toBeVisible();
  await dialog.getByLabel(/Connection name/).fill(connName);
  await dialog.getByLabel(/Host/).fill(SOURCE.host);
  await dialog.getByLabel(/Username/).fill(SOURCE.username);
  await dialog.getByLabel(/^Password/).fill(SOURCE.password);
  await expect(dialog.getByTestId('connection-check')).toHaveText('Connection successful.', {
    timeout: 15_000,
  });
  // A local host: Require TLS is off by default. The local MariaDB offers no TLS, so requiring it fails.
  const tls = dialog.getByRole('switch', { name: 'Require TLS' });
  await expect(tls).not.toBeChecked();
  await tls.check();
  await expect(dialog.getByTestId('connection-check')).toContainText('The MySQL server does not offer TLS.', {
    timeout: 15_000,
  });
  await tls.uncheck();
  await expect(dialog.getByTestId('connection-check')).toHaveText('Connection successful.', {
    timeout: 15_000,
  });
  expect(await axeViolations(page)).toEqual([]);
  await choose(page, dialog.getByRole('combobox', { name: 'Database' }), SOURCE.database);
  await choose(page, dialog.getByRole('combobox', { name: 'Use for' }), 'SMS');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // The new connection string is selected and its tables are listed.
  const connection = page.getByRole('combobox', { name: 'Connection string' });
  await expect(connection).toHaveText(connName);
  const table = page.getByRole('combobox', { name: 'Table' });
  await expect(table).toBeEnabled({ timeout: 15_000 });
  await table.click();
  await expect(page.getByRole('option', { name: 'customers', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete connection string' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete connection string' });
  await expect(confirm).toContainText(`Delete the connection string ${connName}?`);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(connection).toHaveText(connName);

  await page.getByRole('button', { name: 'Delete connection string' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(connection).not.toHaveText(connName);
  await connection.click();
  await expect(page.getByRole('option', { name: DEMO_CONNECTION, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: connName, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Gone on the server too.
  await page.reload();
  await page.getByLabel(/List name/).fill('Again');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'MySql' }).check();
  await connection.click();
  await expect(page.getByRole('option', { name: DEMO_CONNECTION, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: connName, exact: true })).toHaveCount(0);
});

test('a private host is refused with a clear message in the dialog', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await openMySqlSource(page, `E2E Private Host ${Date.now()}`);
  await page.getByRole('button', { name: 'New connection string' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection string' });
  await dialog.getByLabel(/Host/).fill('10.0.0.1');
  await dialog.getByLabel(/Username/).fill(SOURCE.username);
  const check = dialog.getByTestId('connection-check');
  await expect(check).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(check).toContainText('Connection failed.');
  await expect(check).toContainText('private, loopback or link-local network');
  await expect(
    dialog.getByText('Cannot connect to MySQL with the connection details provided.'),
  ).toBeVisible();

  // Saving does not get past the missing database; nothing is created.
  await dialog.getByLabel(/Connection name/).fill('Private');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a database')).toBeVisible();
  await expect(dialog.getByText('Please select what to use this connection string for.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
