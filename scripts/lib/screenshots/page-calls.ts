// The page content editor's calls answered in the browser (the page 'promo', its fields, the system and custom
// fields), so the editor can be looked at before any page exists; the template calls go to the stack.
import type { Page as BrowserPage, Route } from '@playwright/test';
import { DEFAULT_FORM_SUBMIT_ACTIONS, type Page } from '../../../functions/src/pages/pages.schemas';

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

export async function answerPageCalls(page: BrowserPage): Promise<void> {
  const state = { saved: null as { html: string; json: string } | null, fields: [] as Page['fields'] };
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
        archived: false,
        createdDate: '2026-11-01T08:00:00.000Z',
        contentVersion: state.saved ? 1 : 0,
        fields: state.fields,
        formSubmitActions: DEFAULT_FORM_SUBMIT_ACTIONS,
        smsCampaigns: {},
        emailCampaigns: {},
        pagesThatRedirectToThisOne: {},
      } satisfies Page);
    if (url.pathname === '/api/pages/promo/content' && method === 'POST') {
      state.saved = route.request().postDataJSON() as { html: string; json: string };
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === '/api/pages/promo/fields' && method === 'GET') return json(route, state.fields);
    if (url.pathname === '/api/pages/promo/fields' && method === 'POST') {
      state.fields = route.request().postDataJSON() as Page['fields'];
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  });
  await page.route('**/api/system-fields', (route) => json(route, SYSTEM_FIELDS));
  await page.route('**/api/sms/custom-fields', (route) => json(route, CUSTOM_FIELDS));
}
