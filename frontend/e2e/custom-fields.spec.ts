import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { callApi, uniqueName } from './campaigns-helpers';
import { mainNav, signIn } from './helpers';

/** Globex Foods' second user: the custom fields card works account-wide, apart from the other specs' accounts. */
const FIELDS_USER = 'dan@globex.test';

const card = (page: Page) => page.getByRole('region', { name: 'Manage Custom Fields' });
const fieldGroup = (page: Page, name: string) =>
  card(page).getByRole('group', { name: `Custom field ${name}` });

test('Manage Custom Fields on Settings: add an account dropdown and a list field, see the rules, save all, delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, FIELDS_USER);
  const tag = uniqueName('x').split(' ')[1]!;
  const listName = `E2E walk-ins ${tag}`;
  await callApi(page, 'POST', '/api/sms/lists/empty', { listName });

  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Manage Custom Fields', level: 2 })).toBeVisible();
  await card(page).getByRole('button', { name: 'Add field' }).click();
  const added = card(page)
    .getByRole('group', { name: /^Custom field new field/ })
    .last();
  await added.getByLabel('Name', { exact: true }).fill('Favourite branch');
  await card(page).getByRole('button', { name: 'Save' }).click();
  const bad = fieldGroup(page, 'Favourite branch');
  await expect(
    bad.getByText('Field name can only contain characters, digits, and underscores'),
  ).toBeVisible();
  await expect(bad.getByText('Label is required')).toBeVisible();

  const name = `Branch_${tag}`;
  await bad.getByLabel('Name', { exact: true }).fill(name);
  const branch = fieldGroup(page, name);
  await branch.getByLabel('Label', { exact: true }).fill('Favourite branch');
  await branch.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Dropdown' }).click();
  await branch.getByLabel('Option 1 label').fill('Cape Town');
  await branch.getByLabel('Option 1 value').fill('CPT');
  await branch.getByRole('button', { name: 'Add option' }).click();
  await branch.getByLabel('Option 2 label').fill('Durban');
  await card(page).getByRole('button', { name: 'Save' }).click();
  await expect(branch.getByText('Option value is required')).toBeVisible();
  await branch.getByLabel('Option 2 value').fill('DUR');

  // A list field, for the list made above; and a system field's name, refused.
  await card(page).getByRole('button', { name: 'Add field' }).click();
  const second = card(page)
    .getByRole('group', { name: /^Custom field new field/ })
    .last();
  await second.getByLabel('Name', { exact: true }).fill('email');
  await card(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    fieldGroup(page, 'email').getByText(
      'email is the name of a system field and thus it cannot be used as a custom field name',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const shoe = `Shoe_${tag}`;
  await fieldGroup(page, 'email').getByLabel('Name', { exact: true }).fill(shoe);
  await fieldGroup(page, shoe).getByLabel('Label', { exact: true }).fill('Shoe size');
  await fieldGroup(page, shoe).getByRole('combobox', { name: 'Scope' }).click();
  await page.getByRole('option', { name: `List: ${listName}` }).click();
  await card(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom fields saved.')).toBeVisible();
  await expect(fieldGroup(page, name).getByLabel('Name', { exact: true })).toBeDisabled();

  // Saved: after a reload both are there, the list field with its list; name and type are fixed.
  await page.reload();
  await expect(fieldGroup(page, name).getByLabel('Label', { exact: true })).toHaveValue('Favourite branch');
  await expect(fieldGroup(page, name).getByLabel('Option 2 value')).toHaveValue('DUR');
  await expect(fieldGroup(page, shoe).getByRole('combobox', { name: 'Scope' })).toHaveText(
    `List: ${listName}`,
  );
  await expect(fieldGroup(page, shoe).getByRole('combobox', { name: 'Type' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await card(page).scrollIntoViewIfNeeded();
  await card(page).screenshot({ path: 'frontend/e2e/.results/custom-fields.png' });

  // The list import sees the same fields.
  const forImport = await callApi<{ label: string }[]>(page, 'GET', '/api/lists/custom-fields');
  expect(forImport.map((f) => f.label)).toContain('Favourite branch');

  // Delete both, save, and they are gone.
  await fieldGroup(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await fieldGroup(page, shoe)
    .getByRole('button', { name: `Delete ${shoe}` })
    .click();
  await card(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom fields saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Custom Fields', level: 2 })).toBeVisible();
  await expect(fieldGroup(page, name)).toHaveCount(0);
});
