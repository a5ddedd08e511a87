import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { callApi } from './campaigns-helpers';
import { DEMO_CLIENT, signIn } from './helpers';

// The page content editor (issue 13): GrapesJS in the SPA under its CSP. An empty page opens Pick a Template,
// a template is used, Choose Form Fields puts a form with a system field (dragged) and a custom field (added)
// into the page, Save stores html and json, and a reload shows it again. Page scripts never run in the editor.

type CustomField = {
  id: number;
  name: string;
  label: string;
  inputType: string;
  dropdownOptions: { label: string; value: string }[];
  scope: 'Account' | 'List';
  listId: number | null;
  listName: string | null;
};
type StoredPage = {
  html: string | null;
  json: string | null;
  fields: {
    customFieldId: number | null;
    systemFieldType: string | null;
    isRequired: boolean;
    saveToLead: boolean;
  }[];
};

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createPage(page: Page, name: string): Promise<string> {
  const key = `editor-${suffix()}`;
  await callApi(page, 'POST', '/api/pages/create', { name, key, title: `${name} title` });
  return key;
}

/** Adds an account-wide Text custom field (the custom fields are saved all together); answers it. */
async function createCustomField(page: Page, label: string): Promise<CustomField> {
  const existing = await callApi<CustomField[]>(page, 'GET', '/api/sms/custom-fields');
  const name = label.replace(/[^A-Za-z0-9]+/g, '_');
  const saved = await callApi<CustomField[]>(page, 'POST', '/api/sms/custom-fields', {
    fields: [
      ...existing,
      { id: 0, name, label, inputType: 'Text', dropdownOptions: [], scope: 'Account', listId: null },
    ],
  });
  const field = saved.find((f) => f.name === name);
  if (!field) throw new Error(`custom field ${name} was not saved`);
  return field;
}

const canvas = (page: Page) => page.frameLocator('iframe.gjs-frame');

test('an empty page opens the picker; a template and a form with a custom field are saved and come back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, DEMO_CLIENT);
  const key = await createPage(page, 'Breakfast invite');
  const label = `Company ${suffix()}`;
  const field = await createCustomField(page, label);

  await page.goto(`/pages/${key}/content`);
  await expect(page).toHaveTitle(/^Edit Page/);
  const picker = page.getByRole('dialog', { name: 'Pick a Template' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Use / })).toHaveCount(5);
  await expect(picker.getByText('Blank (one column)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Use Event Registration' }).click();
  await expect(picker).toBeHidden();
  await expect(canvas(page).getByRole('heading', { name: 'Spring Business Breakfast' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Manage Fields' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Form Fields' });
  for (const title of ['System Fields', 'Custom Account Fields', 'Custom List Fields', 'Form Fields'])
    await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await dialog.getByTestId('source-FirstName').dragTo(dialog.getByTestId('form-fields'));
  await expect(dialog.getByTestId('form-field-FirstName')).toBeVisible();
  await dialog.getByRole('button', { name: `Add ${label}` }).click();
  await dialog.getByRole('switch', { name: `${label}: required` }).click();
  await expect(
    dialog.getByTestId(`form-field-cf_${field.id}`).getByText('Required', { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save and add to form' }).click();
  await expect(dialog).toBeHidden();

  const form = canvas(page).locator('form[data-page-form]');
  await expect(form.locator('input[name="FirstName"]')).toBeVisible();
  await expect(form.locator(`input[name="cf_${field.id}"]`)).toHaveAttribute('required');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'Close Preview' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The page content was saved.')).toBeVisible();
  const stored = await callApi<StoredPage>(page, 'GET', `/api/pages/${key}`);
  expect(stored.fields).toEqual([
    { customFieldId: null, systemFieldType: 'FirstName', isRequired: false, saveToLead: true },
    { customFieldId: field.id, systemFieldType: null, isRequired: true, saveToLead: true },
  ]);
  expect(stored.html).toMatch(/^<!doctype html>/);
  expect(stored.html).toContain('<title>Breakfast invite title</title>');
  expect(stored.html).toMatch(/<form[^>]* data-page-form[^>]*>/);
  expect(stored.html).toMatch(/<form[^>]* method="post"/);
  expect(stored.html).toMatch(/<form[^>]* action="submit"/);
  expect(stored.html).toContain(`name="cf_${field.id}"`);
  expect(stored.html).toMatch(/<input[^>]* name="website"[^>]* class="hp-field"/);
  expect(stored.html).toContain('<button type="submit" class="page-form__submit">Submit</button>');
  expect(stored.html).toMatch(/<style>[^<]*max-width:\s*675px/);
  expect(JSON.parse(stored.json ?? '{}')).toHaveProperty('pages');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
  await expect(canvas(page).locator(`form[data-page-form] input[name="cf_${field.id}"]`)).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: 'Spring Business Breakfast' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pick a Template' })).toHaveCount(0);
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${key}/edit$`));
});

test('an imported page’s scripts never run in the editor, and closing Choose Form Fields changes nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, DEMO_CLIENT);
  const key = await createPage(page, 'Imported');
  const html =
    '<!doctype html><html><head><title>x</title><script>window.parent.__pwned = 1; alert("script")</script></head>' +
    '<body><h1 id="hello">Hello</h1><img src="/page-templates/blank.png" alt="pic" onerror="alert(1)" onload="window.parent.__pwned = 2">' +
    '<a href="javascript:alert(2)">link</a><script src="/evil.js"></script></body></html>';
  await callApi(page, 'POST', `/api/pages/${key}/content`, { html, json: null });

  await page.goto(`/pages/${key}/content`);
  await expect(canvas(page).getByRole('heading', { name: 'Hello' })).toBeVisible();
  await expect(page.getByText(/This page has scripts\. The editor does not run or show them/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pick a Template' })).toHaveCount(0);
  await expect(canvas(page).getByRole('img', { name: 'pic' })).toBeVisible();
  await expect(canvas(page).getByText('link')).toBeVisible();
  await expect(canvas(page).locator('script')).toHaveCount(0);
  await expect(canvas(page).locator('[onerror], [onload], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.getByRole('button', { name: 'Manage Fields' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Form Fields' });
  await chooser.getByRole('button', { name: 'Add Email' }).click();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await expect(canvas(page).locator('form')).toHaveCount(0);
  expect((await callApi<StoredPage>(page, 'GET', `/api/pages/${key}`)).fields).toEqual([]);

  // Saving with no fields chosen is refused in the dialog, which stays open.
  await page.getByRole('button', { name: 'Manage Fields' }).click();
  await chooser.getByRole('button', { name: 'Save and add to form' }).click();
  await expect(chooser.getByText('Choose at least one form field.')).toBeVisible();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  expect(dialogs).toEqual([]);
});
