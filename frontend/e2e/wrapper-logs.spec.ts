import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { uniqueName } from './campaigns-helpers';
import { DEMO_CLIENT, mainNav, signIn } from './helpers';

// A wrapper log against the local PostgreSQL's request_log table (infra/db/ensure-postgres.sh), as a
// customer's own server: connect, see a wrong column type flagged, add the table's columns, save, read the
// requests with the status filter and their details, delete.
const PG = {
  host: '127.0.0.1',
  database: 'wrapper_demo_test',
  username: 'wrapper_reader',
  password: 'wrapper-reader-pass',
};

test('create a wrapper log on PostgreSQL: connect, flags, fields from the table, requests, delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const name = uniqueName('Leads log');
  await mainNav(page).getByRole('link', { name: 'Wrapper Logs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wrapper Logs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Wrapper Log' }).click();
  await expect(page.getByRole('heading', { name: 'Create Wrapper Log', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Create Wrapper Log \| /);

  // Spec 3 §5: the texts of an empty save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Database Host is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Table Name is required.', { exact: true })).toBeVisible();

  await page.getByLabel(/^Name/).fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name must have at least 4 letters.', { exact: true })).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Description/).fill('Leads posted by the website');
  await page.getByLabel('Repost Link').fill('not a link');

  // Connect is enabled once the five parameters are valid (MSSQL is the default type).
  const connect = page.getByRole('button', { name: 'Connect' });
  await expect(connect).toBeDisabled();
  await expect(page.getByTestId('connection-status')).toHaveText('Not connected');
  await page.getByRole('combobox', { name: 'Database Type' }).click();
  await page.getByRole('option', { name: 'PostgreSQL' }).click();
  await page.getByLabel('Database Host').fill(PG.host);
  await page.getByLabel('Database Name').fill(PG.database);
  await page.getByLabel('Username').fill(PG.username);
  await page.getByLabel(/^Password/).fill('wrong-password');
  await expect(connect).toBeEnabled();
  await connect.click();
  await expect(page.getByTestId('connection-status')).toHaveText(
    /^Connection error: .*password authentication failed/,
  );
  await page.getByLabel(/^Password/).fill(PG.password);
  await expect(page.getByTestId('connection-status')).toHaveText('Not connected');
  await connect.click();
  await expect(page.getByTestId('connection-status')).toHaveText('Successfully connected');

  // A table that is not there is flagged (compared ignoring case); the real one is not.
  await page.getByLabel('Table Name').fill('requests');
  await expect(page.getByText('This table is not in the database.', { exact: true })).toBeVisible();
  await page.getByLabel('Table Name').fill('Request_Log');
  await expect(page.getByText('This table is not in the database.', { exact: true })).toHaveCount(0);

  // A field whose type differs from its column is flagged.
  await page.getByRole('button', { name: 'Add Field' }).click();
  const first = page.getByRole('region', { name: 'Field field 1' });
  await first.getByLabel('Field Name').fill('received_at');
  const field = page.getByRole('region', { name: 'Field received_at' });
  await field.getByLabel('Field Heading').fill('Received');
  await expect(field.getByTestId('field-problem')).toHaveText(
    'The column is Date (timestamp without time zone).',
  );
  await field.getByRole('combobox', { name: 'Field Type' }).click();
  await page.getByRole('option', { name: 'Date' }).click();
  await expect(field.getByTestId('field-problem')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Columns from Table' }).click();
  await expect(page.getByRole('region', { name: /^Field / })).toHaveCount(9);
  await expect(page.getByTestId('field-problem')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/wrapper-log-editor.png', fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a valid URL.', { exact: true })).toBeVisible();
  await page.getByLabel('Repost Link').fill('https://leads.example.com/repost');
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the list, the new log with its DB type.
  await expect(page).toHaveURL(/\/wrapper-logs$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('PostgreSQL');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/wrapper-logs.png', fullPage: true });

  // The request-log view: 40 requests, 16 of them errors; a request's details.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByText('Number of requests: 40')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Errors' }).click();
  await expect(page.getByText('Number of requests: 16')).toBeVisible();
  await page.getByRole('button', { name: 'Details' }).first().click();
  const details = page.getByRole('dialog', { name: 'Request Details' });
  await expect(details).toContainText('Request Body');
  await expect(details).toContainText('{"lead":');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/wrapper-log-requests.png', fullPage: true });
  await details.getByRole('button', { name: 'Close' }).click();

  // Edit keeps the saved password; then delete.
  await page.getByRole('link', { name: 'Back to Wrapper Logs' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Wrapper Log', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Successfully connected');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
