// Public landing pages through the real stack: the page and its assets on its account's own pages origin
// ({label}.pages.localhost on the local CDN's PAGES_PORT listener, mapped to the API's /p/...; never another
// account's), and form submissions to /p/{pageKey}/submit:
// the check against the stored form fields, the lead with consent, the contact (or not, when opted out),
// the page action, abuse limits, and the PostLead call delivered through the webhook outbox and shown in
// Webhooks History.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomFieldDefinition } from '../custom-fields/custom-fields.schemas';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import type { FormSubmitActions } from '../pages/pages.schemas';
import { bucketOf, s3 } from '../platform/storage/s3';
import { pagesOriginOf } from './pages-origin';
import { apiBase, ApiClient, cdnHeaders } from '../test-support/api-client';
import { startCallbackReceiver, headerOf, type CallbackReceiver } from '../test-support/callback-receiver';
import { createEmailCampaign, createEmailList, sesMessagesFor } from '../test-support/email-fixtures';
import {
  createAccountWithUser,
  eventually,
  testDb,
  type TestUser,
  withoutMarketingHours,
} from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
// Each account's pages are on {label}.pages.localhost: a fetch that resolves *.localhost as browsers do.
import { loopbackFetch as fetch } from '../test-support/loopback-fetch';
import type { WebhookHistory } from '../webhooks/webhooks.schemas';

vi.setConfig({ testTimeout: 60_000 });

/** The test account's own pages origin. */
const pagesBase = () => pagesOriginOf(user.accountId);
let user: TestUser;
let api: ApiClient;
let fields: CustomFieldDefinition[];
let listId: number;
let receiver: CallbackReceiver;
let viewers = 0;

const DO_NOTHING: FormSubmitActions = {
  formSubmitPageAction: { type: 0, message: null, redirectUrl: null, otherPageId: null },
  formSubmitLeadAction: { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
};
const FORM_HTML =
  '<!doctype html><html><head><title>Spring</title></head><body><h1>Spring sale</h1>' +
  '<link rel="stylesheet" href="assets/css/site.css"><img src="assets/img/logo.png">' +
  '<form data-page-form method="post" action="submit"><input name="FirstName"><input name="Cellphone">' +
  '<input name="Email"><select name="cf_1"></select>' +
  '<input type="text" name="website" class="hp-field" tabindex="-1" autocomplete="off" aria-hidden="true">' +
  '<button type="submit">Submit</button></form><script>window.loaded = true;</script></body></html>';

interface FieldSpec {
  customFieldId?: number;
  systemFieldType?: string;
  isRequired?: boolean;
  saveToLead?: boolean;
}

async function createPage(
  spec: {
    actions?: FormSubmitActions;
    fields?: FieldSpec[];
    archived?: boolean;
    html?: string | null;
    name?: string;
  } = {},
) {
  const key = `spring-${randomUUID().slice(0, 8)}`;
  const { insertId } = await testDb()
    .insertInto('pages')
    .values({
      account_id: user.accountId,
      page_key: key,
      name: spec.name ?? `Spring sale ${key}`,
      title: 'Spring sale',
      html: spec.html === undefined ? FORM_HTML : spec.html,
      json: null,
      form_submit_actions: JSON.stringify(spec.actions ?? DO_NOTHING),
      archived: spec.archived ? 1 : 0,
      content_version: 3,
    })
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  const list = spec.fields ?? [
    { systemFieldType: 'FirstName', isRequired: true },
    { systemFieldType: 'Cellphone', isRequired: true },
    { systemFieldType: 'Email' },
    { customFieldId: fieldId('Branch') },
    { customFieldId: fieldId('Newsletter') },
  ];
  let position = 0;
  for (const f of list) {
    await testDb()
      .insertInto('page_form_fields')
      .values({
        page_id: id,
        position: (position += 1),
        custom_field_id: f.customFieldId ?? null,
        system_field_type: f.systemFieldType ?? null,
        is_required: f.isRequired ? 1 : 0,
        save_to_lead: f.saveToLead === false ? 0 : 1,
      })
      .execute();
  }
  return { id, key };
}

const fieldId = (name: string) => fields.find((f) => f.name === name)!.id;

/** A form post to the API's submit route, as the CDN forwards it (each call its own visitor unless told). */
async function submit(
  key: string,
  form: Record<string, string> | string,
  viewer = `10.77.0.${(viewers += 1) % 250}:4000`,
) {
  const body = typeof form === 'string' ? form : new URLSearchParams(form).toString();
  const res = await fetch(`${apiBase()}/p/${key}/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cloudfront-viewer-address': viewer,
      'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
      'x-pages-host': new URL(pagesBase()).host,
      'user-agent': 'Mozilla/5.0 (test visitor)',
    },
    body,
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const leadsOf = (pageId: number) =>
  testDb().selectFrom('page_leads').selectAll().where('page_id', '=', pageId).orderBy('id').execute();
const valuesOf = (lead: { values: unknown }) =>
  (typeof lead.values === 'string' ? JSON.parse(lead.values) : lead.values) as Record<string, string>;

const BASE = { FirstName: 'Thandi', Cellphone: '082 555 0101', Email: 'thandi@example.test' };
/** A valid post: the system fields and the Branch dropdown (set once the fields exist). */
let VALID: Record<string, string> = BASE;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  listId = (await api.post<{ listId: number }>('/api/sms/lists/empty', { listName: 'Walk-ins' })).body.listId;
  const saved = await api.post<CustomFieldDefinition[]>('/api/sms/custom-fields', {
    fields: [
      {
        id: 0,
        name: 'Branch',
        label: 'Branch',
        inputType: 'Dropdown',
        dropdownOptions: [
          { label: 'Cape Town', value: 'CPT' },
          { label: 'Durban', value: 'DUR' },
        ],
        scope: 'Account',
        listId: null,
      },
      {
        id: 0,
        name: 'Newsletter',
        label: 'Newsletter',
        inputType: 'Checkbox',
        scope: 'Account',
        listId: null,
      },
      { id: 0, name: 'Shoe_size', label: 'Shoe size', inputType: 'Text', scope: 'List', listId },
    ],
  });
  expect(saved.status).toBe(200);
  fields = saved.body;
  VALID = { ...BASE, [`cf_${fieldId('Branch')}`]: 'CPT' };
  receiver = await startCallbackReceiver();
});

afterAll(async () => {
  await receiver?.close();
});

describe('the public page on its own origin', () => {
  it('serves the html with a base, its own CSP, no cookies, and revalidation by content version', async () => {
    const page = await createPage();
    const res = await fetch(`${pagesBase()}/${page.key}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<head><base href="${pagesBase()}/${page.key}/"><title>Spring</title>`);
    expect(html).toContain('href="assets/css/site.css?v=3"');
    expect(html).toContain('<script>window.loaded = true;</script>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    // Only the SPA's previews may frame a page; not the pages origin, where other accounts' pages live.
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:\d+$/);
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toBe(`"p${page.id}-v3"`);
    expect((await fetch(`${pagesBase()}/${page.key}`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    await testDb().updateTable('pages').set({ content_version: 4 }).where('id', '=', page.id).execute();
    const changed = await fetch(`${pagesBase()}/${page.key}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(`"p${page.id}-v4"`);
  });

  it('answers the 404 page for an archived, unknown or empty page', async () => {
    const archived = await createPage({ archived: true });
    const empty = await createPage({ html: null });
    for (const key of [archived.key, empty.key, 'no-such-page']) {
      const res = await fetch(`${pagesBase()}/${key}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This page is not available');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect((await submit(archived.key, VALID)).status).toBe(404);
    expect(await leadsOf(archived.id)).toEqual([]);
  });

  it('streams imported assets from S3, sandboxed, cached five minutes so that archiving takes them down', async () => {
    const page = await createPage();
    const key = `pages/${page.id}/v3/css/site.css`;
    await s3().send(
      new PutObjectCommand({
        Bucket: bucketOf('Uploads'),
        Key: key,
        Body: 'h1{color:red}',
        ContentType: 'text/css',
      }),
    );
    await testDb()
      .insertInto('page_assets')
      .values({ page_id: page.id, path: 'css/site.css', s3_key: key, content_type: 'text/css', size: 13 })
      .execute();
    const res = await fetch(`${pagesBase()}/${page.key}/assets/css/site.css?v=3`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('h1{color:red}');
    expect(res.headers.get('content-type')).toMatch(/^text\/css\b/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const unversioned = await fetch(`${pagesBase()}/${page.key}/assets/css/site.css`);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await fetch(`${pagesBase()}/${page.key}/assets/css/other.css`)).status).toBe(404);
    expect((await fetch(`${pagesBase()}/${page.key}/assets/..%2F..%2Fsecret`)).status).toBe(404);
    await testDb().updateTable('pages').set({ archived: 1 }).where('id', '=', page.id).execute();
    expect((await fetch(`${pagesBase()}/${page.key}/assets/css/site.css?v=3`)).status).toBe(404);
  });

  it('serves an imported html file only as a sandboxed download, never as a page of the pages origin', async () => {
    const page = await createPage();
    for (const [path, type] of [
      ['steal.html', 'text/html; charset=utf-8'],
      ['icon.svg', 'image/svg+xml'],
    ] as const) {
      const key = `pages/${page.id}/v3/${path}`;
      await s3().send(
        new PutObjectCommand({
          Bucket: bucketOf('Uploads'),
          Key: key,
          Body: '<script>localStorage.x = 1</script>',
          ContentType: type,
        }),
      );
      await testDb()
        .insertInto('page_assets')
        .values({ page_id: page.id, path, s3_key: key, content_type: type, size: 35 })
        .execute();
    }
    const html = await fetch(`${pagesBase()}/${page.key}/assets/steal.html?v=3`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-disposition')).toBe('attachment');
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const svg = await fetch(`${pagesBase()}/${page.key}/assets/icon.svg?v=3`);
    expect(svg.headers.get('content-disposition')).toBeNull();
    expect(svg.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('reaches nothing but pages on the pages origin', async () => {
    expect((await fetch(`${pagesBase()}/`)).status).toBe(404);
    const health = await fetch(`${pagesBase()}/api/health`);
    expect(health.status).toBe(404);
    expect(await health.text()).not.toContain('"status"');
    expect((await fetch(`${pagesBase()}/x/../../api/health`)).status).toBe(404);
    expect((await fetch(`${pagesBase()}/some-page`, { method: 'DELETE' })).status).toBe(404);
  });

  it("serves a page only on its own account's origin: never on another account's, and moves it from the parent host", async () => {
    const page = await createPage();
    const other = await createAccountWithUser();
    const otherOrigin = pagesOriginOf(other.accountId);
    expect(new URL(otherOrigin).origin).not.toBe(new URL(pagesBase()).origin);
    // On another account's origin the page, its assets and its form do not exist.
    for (const path of [`/${page.key}`, `/${page.key}/assets/css/site.css?v=3`]) {
      const res = await fetch(`${otherOrigin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('This page is not available');
    }
    const posted = await fetch(`${otherOrigin}/${page.key}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(VALID).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(404);
    expect(await leadsOf(page.id)).toEqual([]);
    // On the parent host (links from before pages had an origin per account): a permanent move, method kept.
    const parent = process.env.PAGES_BASE_URL!.replace(/\/+$/, '');
    const moved = await fetch(`${parent}/${page.key}?src=sms`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`${pagesBase()}/${page.key}?src=sms`);
    const movedPost = await fetch(`${parent}/${page.key}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(VALID).toString(),
      redirect: 'manual',
    });
    expect(movedPost.status).toBe(308);
    expect(movedPost.headers.get('location')).toBe(`${pagesBase()}/${page.key}/submit`);
    expect(await leadsOf(page.id)).toEqual([]);
    // A label the visitor sends itself is the CDN's to set: replaced, never trusted.
    const forged = await fetch(`${otherOrigin}/${page.key}`, {
      headers: { 'x-pages-host': new URL(pagesBase()).host },
    });
    expect(forged.status).toBe(404);
  });
});

describe('a form submission', () => {
  it('stores the lead with consent and the contact in the page’s own lead list, then shows the message', async () => {
    const page = await createPage({
      name: 'Spring sale leads',
      actions: {
        ...DO_NOTHING,
        formSubmitPageAction: {
          type: 1,
          message: 'Thanks! <b>We will call you</b>',
          redirectUrl: null,
          otherPageId: null,
        },
      },
    });
    const res = await fetch(`${pagesBase()}/${page.key}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...VALID, [`cf_${fieldId('Newsletter')}`]: 'on', website: '' }).toString(),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Thanks! &lt;b&gt;We will call you&lt;/b&gt;');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const [lead] = await leadsOf(page.id);
    expect(lead).toMatchObject({
      account_id: user.accountId,
      client_ip: '127.0.0.1',
      user_agent: expect.any(String),
      cellphone: '+27825550101',
      email: 'thandi@example.test',
      opted_out: 0,
    });
    expect(lead!.consent_text).toContain(`${pagesBase()}/${page.key}`);
    expect(valuesOf(lead!)).toEqual({
      FirstName: 'Thandi',
      Cellphone: '+27825550101',
      Email: 'thandi@example.test',
      [`cf_${fieldId('Branch')}`]: 'CPT',
      [`cf_${fieldId('Newsletter')}`]: 'Yes',
    });
    const list = await testDb()
      .selectFrom('sms_lists')
      .selectAll()
      .where('id', '=', lead!.list_id!)
      .executeTakeFirstOrThrow();
    expect(list).toMatchObject({ name: 'Leads: Spring sale leads', account_id: user.accountId, contacts: 1 });
    const contact = await testDb()
      .selectFrom('sms_list_contacts')
      .selectAll()
      .where('id', '=', lead!.contact_id!)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      cellphone: '+27825550101',
      first_name: 'Thandi',
      email: 'thandi@example.test',
    });
  });

  it('reads only the stored fields: a field injected into the post is ignored, custom values are kept', async () => {
    const page = await createPage();
    const branch = `cf_${fieldId('Branch')}`;
    const res = await submit(page.key, {
      ...VALID,
      [branch]: 'DUR',
      [`cf_${fieldId('Newsletter')}`]: 'on',
      LastName: 'Injected',
      cf_999999: 'also injected',
      is_admin: '1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${pagesBase()}/${page.key}`);
    const [lead] = await leadsOf(page.id);
    const values = valuesOf(lead!);
    expect(Object.keys(values).sort()).toEqual(
      ['Cellphone', 'Email', 'FirstName', branch, `cf_${fieldId('Newsletter')}`].sort(),
    );
    expect(values[branch]).toBe('DUR');
    expect(values[`cf_${fieldId('Newsletter')}`]).toBe('Yes');
    const contact = await testDb()
      .selectFrom('sms_list_contacts')
      .selectAll()
      .where('id', '=', lead!.contact_id!)
      .executeTakeFirstOrThrow();
    expect(contact.last_name).toBeNull();
    const custom =
      typeof contact.custom_values === 'string' ? JSON.parse(contact.custom_values) : contact.custom_values;
    expect(custom).toEqual({ [fieldId('Branch')]: 'DUR', [fieldId('Newsletter')]: 'Yes' });
  });

  it('puts the contact in the list whose own fields the form uses', async () => {
    const page = await createPage({
      fields: [{ systemFieldType: 'Cellphone', isRequired: true }, { customFieldId: fieldId('Shoe_size') }],
    });
    expect(
      (await submit(page.key, { Cellphone: '0825550111', [`cf_${fieldId('Shoe_size')}`]: '7' })).status,
    ).toBe(303);
    const [lead] = await leadsOf(page.id);
    expect(lead!.list_id).toBe(listId);
  });

  it('refuses missing, malformed and unknown values with a page that says what is wrong, storing nothing', async () => {
    const page = await createPage();
    const res = await submit(page.key, {
      FirstName: '',
      Cellphone: '12345',
      Email: 'not-an-email',
      [`cf_${fieldId('Branch')}`]: 'JHB',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<li>First Name is required.</li>');
    expect(res.text).toContain('<li>Cellphone Number must be a cellphone number valid in South Africa.</li>');
    expect(res.text).toContain('<li>Email must be a valid email address.</li>');
    expect(res.text).toContain('<li>Branch: choose one of the options.</li>');
    expect(res.text).toContain(`href="${pagesBase()}/${page.key}"`);
    expect(await leadsOf(page.id)).toEqual([]);
  });

  it('drops a post whose honeypot is filled, silently, with the normal page action', async () => {
    const page = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitPageAction: {
          type: 2,
          message: null,
          redirectUrl: 'https://example.test/thanks',
          otherPageId: null,
        },
      },
    });
    const res = await submit(page.key, { ...VALID, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://example.test/thanks');
    expect(await leadsOf(page.id)).toEqual([]);
  });

  it('refuses a body over 64 KB (413) and a post that is not a form (415)', async () => {
    const page = await createPage();
    const big = await submit(page.key, { ...VALID, FirstName: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.text).toContain('Form too large');
    const res = await fetch(`${apiBase()}/p/${page.key}/submit`, {
      method: 'POST',
      headers: { ...cdnHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    expect(res.status).toBe(415);
    expect(await leadsOf(page.id)).toEqual([]);
  });

  it('limits one client to 10 submissions a minute (429 with Retry-After), other clients unaffected', async () => {
    const page = await createPage();
    const viewer = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}:5000`;
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof submit>> | undefined;
    for (let i = 0; i < 21 && !limited; i += 1) {
      const res = await submit(page.key, VALID, viewer);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(limited, statuses.join(',')).toBeDefined();
    expect(limited!.headers.get('retry-after')).toBe('60');
    expect(limited!.text).toContain('Too many submissions');
    expect((await submit(page.key, VALID)).status).toBe(303);
  });

  it('keeps a <script> in a value as text: stored verbatim, URL-encoded in the redirect', async () => {
    const page = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitPageAction: {
          type: 2,
          message: null,
          redirectUrl: 'https://example.test/thanks?name=#FIRSTNAME#&m=#EMAIL#&c=#CELLPHONENUMBER#',
          otherPageId: null,
        },
      },
    });
    const res = await submit(page.key, { ...VALID, FirstName: '<script>alert(1)</script> & co' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      'https://example.test/thanks?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E%20%26%20co&m=thandi%40example.test&c=%2B27825550101',
    );
    const [lead] = await leadsOf(page.id);
    expect(valuesOf(lead!).FirstName).toBe('<script>alert(1)</script> & co');
  });

  it('goes to another page of the account (ShowAnotherPage)', async () => {
    const other = await createPage();
    const page = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitPageAction: { type: 3, message: null, redirectUrl: null, otherPageId: other.id },
      },
    });
    const res = await submit(page.key, VALID);
    expect(res.headers.get('location')).toBe(`${pagesBase()}/${other.key}`);
  });

  it('stores an opted-out cellphone as a lead (flagged) and adds it to no list', async () => {
    await testDb()
      .insertInto('sms_optouts')
      .ignore()
      .values({ account_id: user.accountId, cellphone: '+27825550199' })
      .execute();
    const page = await createPage();
    expect((await submit(page.key, { ...VALID, Cellphone: '0825550199' })).status).toBe(303);
    const [lead] = await leadsOf(page.id);
    expect(lead).toMatchObject({ cellphone: '+27825550199', opted_out: 1, list_id: null, contact_id: null });
    const inLists = await testDb()
      .selectFrom('sms_list_contacts')
      .select('id')
      .where('cellphone', '=', '+27825550199')
      .execute();
    expect(inLists).toEqual([]);
  });
});

describe('a conversion: a form submitted by a visitor an e-mail click brought', () => {
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  /** A campaign of `accountId` linking to the page, sent by the real tick and worker to one address. */
  async function sentLinkTo(accountId: number, pageKey: string) {
    const to = `conv-${randomUUID().slice(0, 8)}@inbox.test`;
    const list = await createEmailList(accountId, [to]);
    const campaignId = await createEmailCampaign(accountId, {
      lists: [list],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
      html: `<html><body><p>Claim your voucher</p><a href="${pagesBase()}/${pageKey}?src=mail">Claim</a></body></html>`,
    });
    // Sent at whatever hour the test runs: the account is in a country without marketing hours (issue 28)
    // while it sends, then back in South Africa, whose numbers the page's form takes.
    await withoutMarketingHours(accountId);
    await invokeFunction('emailSendTick');
    const [mail] = await eventually(async () => {
      const found = await sesMessagesFor(to);
      return found.length ? found : undefined;
    }, 30_000);
    await testDb()
      .updateTable('accounts')
      .set({ default_country_iso3166: 'ZA' })
      .where('id', '=', accountId)
      .execute();
    const click = /href="([^"]+\/email\/c\/[^"]+)"/.exec(mail!.html!)![1]!.replace(/&amp;/g, '&');
    const res = await fetch(click, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    expect(res.status).toBe(302);
    return { campaignId, to, landing: res.headers.get('location')! };
  }

  const conversionsOf = (campaignId: number) =>
    testDb()
      .selectFrom('email_engagements')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .where('type', '=', 3)
      .execute();

  const post = (landing: string, form: Record<string, string>, referer?: string) =>
    fetch(`${pagesBase()}${new URL(landing).pathname}/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': BROWSER,
        ...(referer ? { referer } : {}),
      },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  it('the click lands on the page with the send token; the form post (its Referer or an et field) records one Conversion per address', async () => {
    const page = await createPage();
    const { campaignId, to, landing } = await sentLinkTo(user.accountId, page.key);
    const url = new URL(landing);
    expect(url.origin).toBe(new URL(pagesBase()).origin);
    expect(url.searchParams.get('src')).toBe('mail');
    const token = url.searchParams.get('et');
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(await conversionsOf(campaignId)).toHaveLength(0);

    // A browser posts the page's form with the page's own URL as the Referer (same origin: the query kept).
    expect((await post(landing, VALID, landing)).status).toBeLessThan(400);
    const [conversion] = await conversionsOf(campaignId);
    expect(conversion).toMatchObject({ account_id: user.accountId, email: to, hits: 1 });
    expect(await leadsOf(page.id)).toHaveLength(1);
    // A second submission through a hidden et field counts on the same row.
    expect((await post(landing, { ...VALID, et: token! })).status).toBeLessThan(400);
    expect(await conversionsOf(campaignId)).toMatchObject([{ email: to, hits: 2 }]);
  });

  it("records nothing for another account's send, a forged token or a plain visit; the lead is kept either way", async () => {
    const page = await createPage();
    const other = await createAccountWithUser();
    const foreign = await sentLinkTo(other.accountId, page.key);
    expect((await post(foreign.landing, VALID, foreign.landing)).status).toBeLessThan(400);
    expect(await conversionsOf(foreign.campaignId)).toHaveLength(0);
    expect((await post(foreign.landing, { ...VALID, et: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBeLessThan(
      400,
    );
    expect((await post(foreign.landing, VALID)).status).toBeLessThan(400);
    expect(await leadsOf(page.id)).toHaveLength(3);
    const anyConversion = await testDb()
      .selectFrom('email_engagements')
      .select('campaign_id')
      .where('account_id', '=', user.accountId)
      .where('type', '=', 3)
      .where('email', '=', foreign.to)
      .execute();
    expect(anyConversion).toEqual([]);
  });
});

describe('the PostLead lead action', () => {
  it('posts the configured parameters as JSON to the partner, signed, and shows it in Webhooks History', async () => {
    const page = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitLeadAction: {
          type: 1,
          postUrl: receiver.url('/leads?src=page'),
          httpVerb: 1,
          contentType: 0,
          parameters: [
            { variableKey: 'FirstName', name: 'first_name', send: true, customValue: null },
            { variableKey: 'Cellphone', name: 'mobile', send: true, customValue: null },
            { variableKey: 'Email', name: 'email', send: false, customValue: null },
            { variableKey: 'PageKey', name: 'page', send: true, customValue: null },
            { variableKey: null, name: 'campaign', send: true, customValue: 'spring' },
          ],
        },
      },
    });
    expect((await submit(page.key, { ...VALID, FirstName: '<b>Thandi</b>' })).status).toBe(303);
    const got = await eventually(
      async () => receiver.received.find((r) => r.body.includes(page.key)),
      30_000,
    );
    expect(got.method).toBe('POST');
    expect(got.target).toBe('/leads?src=page');
    expect(headerOf(got, 'content-type')).toBe('application/json');
    expect(headerOf(got, 'webhook-signature')).toMatch(/^v1,/);
    expect(JSON.parse(got.body)).toEqual({
      first_name: '<b>Thandi</b>',
      mobile: '+27825550101',
      page: page.key,
      campaign: 'spring',
    });

    const [lead] = await leadsOf(page.id);
    const history = await eventually(async () => {
      const answer = await api.get<WebhookHistory>('/api/web-hooks/history');
      const row = answer.body.data.rows.find(
        (r) => r.callbackUrl === receiver.url('/leads?src=page') && r.sent,
      );
      return row;
    });
    expect(history).toMatchObject({
      type: 'PageLead',
      requestHttpMethod: 'POST',
      requestContentType: 'application/json',
      lastStatusCode: 200,
    });
    const call = await testDb()
      .selectFrom('webhook_calls')
      .selectAll()
      .where('id', '=', history.id)
      .executeTakeFirstOrThrow();
    expect(call).toMatchObject({
      event_key: `pagelead:${lead!.id}`,
      campaign_id: null,
      cellphone: '+27825550101',
    });
    const details = await api.get<string>(`/api/web-hooks/request-details?webhookQueueId=${history.id}`);
    expect(details.body).toContain('POST /leads?src=page HTTP/1.1');
    expect(details.body).toContain('"first_name":"<b>Thandi</b>"');
  });

  it('sends a GET with the parameters in the query, and a form-encoded POST', async () => {
    const parameters = [
      { variableKey: 'FirstName', name: 'name', send: true, customValue: null },
      { variableKey: null, name: 'tag', send: true, customValue: 'a&b' },
    ];
    const getPage = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitLeadAction: {
          type: 1,
          postUrl: receiver.url('/get-lead'),
          httpVerb: 0,
          contentType: null,
          parameters,
        },
      },
    });
    const formPage = await createPage({
      actions: {
        ...DO_NOTHING,
        formSubmitLeadAction: {
          type: 1,
          postUrl: receiver.url('/form-lead'),
          httpVerb: 1,
          contentType: 1,
          parameters,
        },
      },
    });
    await submit(getPage.key, { ...VALID, FirstName: 'Sipho Ndlovu' });
    await submit(formPage.key, { ...VALID, FirstName: 'Sipho Ndlovu' });
    const get = await eventually(
      async () => receiver.received.find((r) => r.target.startsWith('/get-lead')),
      30_000,
    );
    expect(get.method).toBe('GET');
    expect(get.target).toBe('/get-lead?name=Sipho+Ndlovu&tag=a%26b');
    expect(get.body).toBe('');
    expect(headerOf(get, 'content-type')).toBeUndefined();
    const form = await eventually(
      async () => receiver.received.find((r) => r.target === '/form-lead'),
      30_000,
    );
    expect(headerOf(form, 'content-type')).toBe('application/x-www-form-urlencoded');
    expect(form.body).toBe('name=Sipho+Ndlovu&tag=a%26b');
  });
});
