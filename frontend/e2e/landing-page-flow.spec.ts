import { expect, test, type Page } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { axeViolations } from './axe';
import { callApi } from './campaigns-helpers';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';
import { DEMO_CLIENT, signIn } from './helpers';

// Issue 13, done when: a page is created, a template picked, a form with a custom field dragged in and saved,
// a Redirect page action and a PostLead lead action set; a visitor opens the public page on its own origin,
// submits the form, lands on the redirect with the variable filled in; the lead is stored (with consent, its
// contact in the page's lead list) and the lead action is delivered and shown in Webhooks History.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const receiver = (path: string) => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}${path}`;

async function addCustomField(page: Page, label: string): Promise<number> {
  type Field = { id: number; name: string };
  const existing = await callApi<Field[]>(page, 'GET', '/api/sms/custom-fields');
  const name = label.replace(/[^A-Za-z0-9]+/g, '_');
  const saved = await callApi<Field[]>(page, 'POST', '/api/sms/custom-fields', {
    fields: [
      ...existing,
      { id: 0, name, label, inputType: 'Text', dropdownOptions: [], scope: 'Account', listId: null },
    ],
  });
  return saved.find((f) => f.name === name)!.id;
}

test.afterAll(closeTestDatabase);

test('a page built in the editor takes a lead: redirect, stored lead and contact, the lead call in Webhooks History', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_CLIENT);
  const t = suffix();
  const name = `Flow ${t}`;
  const key = `flow-${t}`;
  const label = `Company ${t}`;
  const customFieldId = await addCustomField(page, label);
  const bin = `page-lead-${t}`;

  // Create Page from the list.
  await page.goto('/pages');
  await page.getByRole('button', { name: 'Create Page' }).click();
  const create = page.getByRole('dialog', { name: 'New Page' });
  await create.getByTestId('page-name').fill(name);
  await expect(create.getByTestId('page-key')).toHaveValue(key);
  await create.getByTestId('page-title').fill(`${name} title`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${key}/edit$`));

  // The editor: a template, then a form with a dragged system field, the cellphone and the custom field.
  await page.getByRole('link', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick a Template' });
  await picker.getByRole('button', { name: 'Use Lead Capture' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'Manage Fields' }).click();
  const fields = page.getByRole('dialog', { name: 'Choose Form Fields' });
  await fields.getByTestId('source-FirstName').dragTo(fields.getByTestId('form-fields'));
  await expect(fields.getByTestId('form-field-FirstName')).toBeVisible();
  await fields.getByRole('button', { name: 'Add Cellphone Number' }).click();
  await fields.getByRole('switch', { name: 'Cellphone Number: required' }).click();
  await fields.getByRole('button', { name: `Add ${label}` }).click();
  await fields.getByRole('button', { name: 'Save and add to form' }).click();
  await expect(fields).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The page content was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${key}/edit$`));

  // Form Settings: redirect with the first name, and post the lead to the partner as JSON.
  await page.getByRole('button', { name: 'Configure Form' }).click();
  await page.getByRole('radio', { name: 'Redirect to a URL' }).check();
  await page
    .getByRole('textbox', { name: 'Redirect URL' })
    .fill('https://thanks.example/welcome?name=#FIRSTNAME#');
  await page.getByRole('radio', { name: 'Post the lead to a URL' }).check();
  await page
    .getByRole('textbox', { name: 'URL', exact: true })
    .fill(receiver(`/__emulator/callbacks/${bin}`));
  await page.getByRole('combobox', { name: 'Request Method' }).click();
  await page.getByRole('option', { name: 'POST' }).click();
  await page.getByRole('combobox', { name: 'Content Type' }).click();
  await page.getByRole('option', { name: 'JSON' }).click();
  await page.getByRole('checkbox', { name: 'Send First Name' }).check();
  await page.getByRole('checkbox', { name: 'Send Cellphone Number' }).check();
  await page.getByRole('checkbox', { name: `Send ${label}` }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-settings-summary')).toContainText('POST the lead to');

  // A visitor (no session) on the public origin: the page, its form, the submission.
  const { publicUrl } = await callApi<{ publicUrl: string }>(page, 'GET', `/api/pages/${key}`);
  expect(new URL(publicUrl).origin).not.toBe(new URL(page.url()).origin);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.route('https://thanks.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Thanks</title><h1>Thanks</h1>' }),
  );
  await visitor.goto(publicUrl);
  await expect(visitor).toHaveTitle(`${name} title`);
  const form = visitor.locator('form[data-page-form]');
  await form.locator('input[name="FirstName"]').fill('Zoë <b>');
  await form.locator('input[name="Cellphone"]').fill('082 555 0101');
  await form.locator(`input[name="cf_${customFieldId}"]`).fill('Acme & Sons');
  await form.getByRole('button', { name: 'Submit' }).click();
  await visitor.waitForURL(/^https:\/\/thanks\.example\//);
  expect(visitor.url()).toBe(`https://thanks.example/welcome?name=${encodeURIComponent('Zoë <b>')}`);
  await visitorContext.close();

  // The lead, with consent, and its contact in the page's own lead list.
  const db = await testDatabase();
  const [leads] = await db.query<RowDataPacket[]>(
    `SELECT l.client_ip, l.cellphone, l.list_id, l.opted_out, l.values
       FROM page_leads l JOIN pages p ON p.id = l.page_id WHERE p.page_key = ?`,
    [key],
  );
  expect(leads).toHaveLength(1);
  expect(leads[0]!.cellphone).toBe('+27825550101');
  expect(leads[0]!.client_ip).toBeTruthy();
  expect(Number(leads[0]!.opted_out)).toBe(0);
  await page.goto(`/smsmarketing/sms-lists/Contacts?smslistid=${leads[0]!.list_id}`);
  await expect(page.getByRole('heading', { name: `Leads: ${name}`, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Contacts' }).getByRole('row').filter({ hasText: 'Zoë <b>' }),
  ).toHaveCount(1);

  // The lead action: delivered to the partner as JSON, and in Webhooks History as a Page Lead.
  type Bin = { requests: { method: string; body: string }[] };
  const binRequests = async () =>
    ((await (await fetch(receiver(`/__emulator/callback-bins/${bin}`))).json()) as Bin).requests;
  await expect.poll(async () => (await binRequests()).length, { timeout: 60_000 }).toBe(1);
  const [received] = await binRequests();
  expect(received!.method).toBe('POST');
  expect(JSON.parse(received!.body)).toMatchObject({
    FirstName: 'Zoë <b>',
    Cellphone: '+27825550101',
    [`cf_${customFieldId}`]: 'Acme & Sons',
  });
  await page.goto('/webhook-history');
  const row = page
    .getByRole('table', { name: 'Web-hook calls' })
    .locator('tbody tr')
    .filter({ hasText: bin });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Page Lead');
  await expect(row.getByTestId('status-code-label')).toHaveText('OK (200)');
  expect(await axeViolations(page)).toEqual([]);
});
