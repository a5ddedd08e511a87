// Looks at the page content editor in Chromium against a running stack (SPA, API and the real template calls),
// with the pages and field calls answered in the browser (so it works before any page exists): the picker on an
// empty page, the builder with a template, Choose Form Fields, the form in the canvas, Preview. Writes PNGs and
// prints the browser's console errors (CSP refusals included).
//   E2E_BASE_URL=http://localhost:8380 npx tsx scripts/dev/screenshots-page-editor.ts [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { axeViolations } from '../../frontend/e2e/axe';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const outDir = process.argv[2] ?? join('.local', 'screenshots', 'page-editor');

const SYSTEM_FIELDS = [
  ['FirstName', 'First Name', 'Text'],
  ['LastName', 'Last Name', 'Text'],
  ['Cellphone', 'Cellphone Number', 'Text'],
  ['Email', 'Email', 'Email'],
].map(([type, label, inputType]) => ({
  systemFieldType: type,
  name: type,
  label,
  inputType,
  dropdownOptions: [],
}));
const CUSTOM_FIELDS = [
  {
    id: 41,
    name: 'shirt_size',
    label: 'Shirt Size',
    inputType: 'Dropdown',
    dropdownOptions: [
      { label: 'Small', value: 'S' },
      { label: 'Large', value: 'L' },
    ],
    scope: 'Account',
    listId: null,
    listName: null,
  },
  {
    id: 42,
    name: 'branch',
    label: 'Branch',
    inputType: 'Text',
    dropdownOptions: [],
    scope: 'List',
    listId: 7,
    listName: 'VIP',
  },
];

async function answerPageCalls(page: Page): Promise<{ saved: { html: string; json: string } | null }> {
  const state = {
    saved: null as { html: string; json: string } | null,
    fields: [] as unknown[],
  };
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(/\/api\/pages\/promo(\/.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    const method = route.request().method();
    if (url.pathname === '/api/pages/promo' && method === 'GET')
      return json(route, {
        id: 1,
        key: 'promo',
        name: 'Spring promo',
        title: 'Spring promo',
        html: state.saved?.html ?? null,
        json: state.saved?.json ?? null,
        publicUrl: 'http://127.0.0.1:8381/promo',
        fields: state.fields,
      });
    if (url.pathname === '/api/pages/promo/content' && method === 'POST') {
      state.saved = route.request().postDataJSON() as { html: string; json: string };
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === '/api/pages/promo/fields' && method === 'GET') return json(route, state.fields);
    if (url.pathname === '/api/pages/promo/fields' && method === 'POST') {
      state.fields = route.request().postDataJSON() as unknown[];
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  });
  await page.route('**/api/system-fields', (route) => json(route, SYSTEM_FIELDS));
  await page.route('**/api/sms/custom-fields', (route) => json(route, CUSTOM_FIELDS));
  return state;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemoClient(page, base);
    const state = await answerPageCalls(page);
    const shot = (name: string) => page.screenshot({ path: join(outDir, `${name}.png`) });

    await page.goto(`${base}/pages/promo/content`);
    const picker = page.getByRole('dialog', { name: 'Pick a Template' });
    await picker.getByRole('button', { name: 'Use Lead Capture' }).waitFor();
    await page.waitForTimeout(800);
    await shot('1-pick-a-template');
    console.log('axe, picker:', await axeViolations(page));
    await picker.getByRole('button', { name: 'Use Lead Capture' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.waitForTimeout(800);
    await shot('2-builder-lead-capture');
    console.log('axe, builder:', await axeViolations(page));

    await page.getByRole('button', { name: 'Manage Fields' }).click();
    const fields = page.getByRole('dialog', { name: 'Choose Form Fields' });
    await fields.getByRole('button', { name: 'Add First Name' }).click();
    await fields.getByRole('button', { name: 'Add Email' }).click();
    await fields.getByRole('button', { name: 'Add Shirt Size' }).click();
    await fields.getByRole('switch', { name: 'Email: required' }).click();
    await page.waitForTimeout(400);
    await shot('3-choose-form-fields');
    console.log('axe, fields:', await axeViolations(page));
    await fields.getByRole('button', { name: 'Save and add to form' }).click();
    await fields.waitFor({ state: 'hidden' });
    await page.waitForTimeout(800);
    await shot('4-form-in-canvas');
    console.log('axe, form in canvas:', await axeViolations(page));

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForTimeout(800);
    await shot('5-preview');
    console.log('axe, preview:', await axeViolations(page));
    await page.getByRole('button', { name: 'Close Preview' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The page content was saved.').waitFor();
    console.log('saved html:\n', state.saved?.html.replace(/<style>[^]*<\/style>/, '<style>…</style>'));
    page.on('dialog', (dialog) => {
      console.log(`dialog: ${dialog.type()} ${dialog.message()}`);
      void dialog.accept();
    });
    await page.goto(`${base}/pages/promo/content`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Edit Page' }).waitFor();
    await page.waitForTimeout(2000);
    await shot('6-reloaded');
    const canvasForm = page.frameLocator('iframe').first().locator('form[data-page-form]');
    console.log('form in canvas after reload:', await canvasForm.count());
  } finally {
    await browser.close();
  }
  console.log(errors.length ? `console errors:\n${errors.join('\n')}` : 'no console errors');
}

void main();
