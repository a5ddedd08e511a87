import { expect, test } from '@playwright/test';
import { ownClientAccount, OWN_ACCOUNT_PASSWORD } from './accounts-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { DEMO_CLIENT, signIn, signInThroughForm } from './helpers';
import { createEmptyList, createUploadedList } from './sms-list-screens-helpers';
import { listRow } from './sms-lists-helpers';
import { axeViolations } from './axe';

test.afterAll(closeTestDatabase);

test('a list: stats with its import, rename, then its contacts searched by name and number', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E Screens ${Date.now()}`;
  await createUploadedList(page, name, 25);

  // Stats, from the lists page.
  await (await listRow(page, name)).getByRole('link', { name: `Stats of ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/status\?smsListId=\d+$/);
  await expect(page).toHaveTitle(/^SMS List Stats \| .+/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-contacts-value')).toHaveText('25');
  await expect(page.getByTestId('figure-optouts-value')).toHaveText('0');
  const history = page.getByRole('table', { name: 'Import history' });
  const job = history.getByRole('row').filter({ hasText: 'contacts.csv' });
  await expect(job.getByText('Completed')).toBeVisible();
  await expect(job.getByRole('cell').nth(3)).toHaveText('25');
  expect(await axeViolations(page)).toEqual([]);

  // Edit: the name is required, then the new name shows on the lists page.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/Edit\?smslistid=\d+$/);
  const listName = page.getByRole('textbox', { name: 'List name' });
  await expect(listName).toHaveValue(name);
  await listName.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('List name is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const renamed = `${name} renamed`;
  await listName.fill(renamed);
  await page.getByRole('textbox', { name: 'Description' }).fill('Screens test list');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists$/);
  await expect(page.getByText('List saved.')).toBeVisible();
  const row = await listRow(page, renamed);
  await expect(row).toHaveCount(1);

  expect(await axeViolations(page)).toEqual([]);
  // Contacts: 20 a page, searched by name and by number.
  await row.getByRole('link', { name: `Contacts of ${renamed}`, exact: true }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/Contacts\?smslistid=\d+$/);
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(page.getByText('Showing 1–20 of 25')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 21–25 of 25')).toBeVisible();

  const search = page.getByLabel('Search by number or name');
  await search.fill('Person7');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const person = table.getByRole('row').filter({ hasText: 'Person7 Tester7' });
  await expect(person).toHaveCount(1);
  const cellphone = (await person.getByRole('cell').first().textContent()) ?? '';
  expect(cellphone).toMatch(/^\+27\d{9}$/);

  await search.fill(cellphone.slice(-6));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Person7 Tester7' })).toHaveCount(1);

  await search.fill('nobody-like-this');
  await expect(page.getByText('No contacts match "nobody-like-this".')).toBeVisible();
});

test('limited downloads: no contacts link, and the contacts page explains why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // An account of its own whose downloads are limited (as the seed's Globex Foods', whose limit another file
  // lifts for a while).
  const limited = await ownClientAccount(browser, baseURL!, { limitDownloads: true });
  await signInThroughForm(page, limited, OWN_ACCOUNT_PASSWORD);
  const name = `E2E Limited ${Date.now()}`;
  await createEmptyList(page, name);

  await (await listRow(page, name)).getByRole('link', { name: `Stats of ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-contacts-value')).toHaveText('0');
  await expect(page.getByText('No contacts have been imported into this list yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contacts', exact: true })).toHaveCount(0);

  await page.goto(page.url().replace('/status?smsListId=', '/Contacts?smslistid='));
  await expect(page.getByRole('heading', { name: 'Contacts are not available' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/smsmarketing/sms-lists/status?smsListId=999999999');
  await expect(page.getByRole('heading', { name: 'List not found' })).toBeVisible();
  await page.goto('/smsmarketing/sms-lists/Edit?smslistid=abc');
  await expect(page.getByRole('heading', { name: 'List not found' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
