import { BlobReader, Uint8ArrayWriter, ZipWriter, configure } from '@zip.js/zip.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { pagesOriginOf } from '../public-pages/pages-origin';
import type { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { testDb, type TestUser } from '../test-support/fixtures';
import {
  FORM_TEXTS,
  IMPORT_TEXTS,
  PAGE_TEXTS,
  type FormSubmitActionsInput,
  type Page,
  type PageImportResult,
  type PageListResponse,
  type StartedPageImport,
} from './pages.schemas';

configure({ useWebWorkers: false });

let api: ApiClient;
let user: TestUser;
let categoryId: number;
let other: ApiClient;

beforeAll(async () => {
  ({ api, user, categoryId } = await signedInClient());
  ({ api: other } = await signedInClient());
});

const uniqueKey = (base: string) => `${base}-${randomUUID().slice(0, 8)}`;

async function createPage(name: string, key = uniqueKey('page'), client = api) {
  const answer = await client.post<{ id: number; key: string }>('/api/pages/create', {
    name,
    key,
    title: `${name} title`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
const getPage = (key: string, client = api) => client.get<Page>(`/api/pages/${key}`);
const list = (body: object, client = api) => client.post<PageListResponse>('/api/pages/list', body);

const doNothingLead = { type: 0 as const, postUrl: null, httpVerb: null, contentType: null, parameters: [] };
const showPage = (otherPageId: number): FormSubmitActionsInput => ({
  formSubmitPageAction: { type: 3, message: null, redirectUrl: null, otherPageId },
  formSubmitLeadAction: doNothingLead,
});

describe('creating pages', () => {
  it('creates a page and reads it back with its public URL and default form settings', async () => {
    const { id, key } = await createPage('Summer Sale');
    const page = (await getPage(key)).body;
    expect(page).toMatchObject({
      id,
      key,
      name: 'Summer Sale',
      title: 'Summer Sale title',
      html: null,
      archived: false,
      fields: [],
      smsCampaigns: {},
      emailCampaigns: {},
      pagesThatRedirectToThisOne: {},
      formSubmitActions: { formSubmitPageAction: { type: 0 }, formSubmitLeadAction: { type: 0 } },
    });
    // On the account's own pages origin: {label}.pages.localhost, never the parent host or another account's.
    expect(page.publicUrl).toBe(`${pagesOriginOf(user.accountId)}/${key}`);
    expect(new URL(page.publicUrl).hostname).toMatch(/^p[a-z2-7]{12}\.pages\.localhost$/);
  });

  it('refuses a key already used, by this or another account, ignoring case: the text shown on the ID field', async () => {
    const { key } = await createPage('Taken');
    for (const [client, k] of [
      [api, key],
      [other, key.toUpperCase()],
    ] as const) {
      const answer = await client.post<ErrorBody>('/api/pages/create', { name: 'Again', key: k, title: 'T' });
      expect(answer.status).toBe(409);
      expect(answer.body.error.fields?.key).toEqual([PAGE_TEXTS.createFailed]);
    }
  });

  it('refuses bad keys, a missing name and title, and reserved call names', async () => {
    const bad = await api.post<ErrorBody>('/api/pages/create', { name: ' ', key: 'has space/..', title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: [PAGE_TEXTS.nameRequired],
      key: [PAGE_TEXTS.keyCharacters],
      title: [PAGE_TEXTS.titleRequired],
    });
    const noKey = await api.post<ErrorBody>('/api/pages/create', { name: 'A', key: '', title: 'B' });
    expect(noKey.body.error.fields?.key).toEqual([PAGE_TEXTS.keyRequired]);
    const reserved = await api.post<ErrorBody>('/api/pages/create', {
      name: 'A',
      key: 'templates',
      title: 'B',
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.fields?.key).toEqual([PAGE_TEXTS.createFailed]);
    const long = await api.post<ErrorBody>('/api/pages/create', {
      name: 'A',
      key: 'k'.repeat(101),
      title: 'B',
    });
    expect(long.status).toBe(400);
  });
});

describe("another account's page", () => {
  it('is not found on every call', async () => {
    const { id, key } = await createPage('Mine');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/pages/${key}`],
      ['GET', `/api/pages/${key}/fields`],
      ['POST', `/api/pages/${key}/name`, { name: 'x' }],
      ['POST', `/api/pages/${key}/title`, { title: 'x' }],
      ['POST', `/api/pages/${key}/content`, { html: '<p>x</p>', json: null }],
      ['POST', `/api/pages/${key}/form-config`, showPage(id)],
      [
        'POST',
        `/api/pages/${key}/fields`,
        [{ customFieldId: null, systemFieldType: 'Email', isRequired: true, saveToLead: true }],
      ],
      ['POST', `/api/pages/${key}/clone`, { name: 'x', key: uniqueKey('x'), title: 'x' }],
      ['POST', `/api/pages/${key}/archive`],
      ['POST', `/api/pages/${key}/unarchive`],
      ['DELETE', `/api/pages/${key}`],
      ['POST', `/api/pages/upload-import/${id}/start`, { files: [{ path: 'index.html', size: 10 }] }],
      [
        'POST',
        `/api/pages/upload-import/${id}`,
        { token: 'a'.repeat(32), files: [{ path: 'index.html', size: 10 }] },
      ],
    ];
    for (const [method, path, json] of calls) {
      const answer = await other.request(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await getPage(key)).body.name).toBe('Mine');
  });
});

describe('the list', () => {
  it('filters on name or key, separates archived pages, sorts and pages by 10', async () => {
    const { api: own } = await signedInClient();
    const made = [];
    for (let i = 0; i < 12; i += 1)
      made.push(await createPage(`Promo ${String(i).padStart(2, '0')}`, uniqueKey(`promo${i}`), own));
    await createPage('Other thing', uniqueKey('special-key'), own);
    const first = (await list({}, own)).body;
    expect(first.totalRows).toBe(13);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      name: 'Promo 00',
      smsCampaignCount: 0,
      emailCampaignCount: 0,
      archived: false,
    });
    expect((await list({ page: 2 }, own)).body.rows).toHaveLength(3);
    expect((await list({ filter: 'special-key' }, own)).body.rows.map((r) => r.name)).toEqual([
      'Other thing',
    ]);
    expect((await list({ filter: 'promo 1' }, own)).body.totalRows).toBe(2);
    const byName = (await list({ sort: 'name', sortDirection: 'desc' }, own)).body.rows.map((r) => r.name);
    expect(byName[0]).toBe('Promo 11');

    expect((await own.post(`/api/pages/${made[0]!.key}/archive`)).status).toBe(204);
    expect((await list({}, own)).body.totalRows).toBe(12);
    const archived = (await list({ showArchived: true }, own)).body;
    expect(archived.rows.map((r) => [r.name, r.archived])).toEqual([['Promo 00', true]]);
    expect((await own.post(`/api/pages/${made[0]!.key}/unarchive`)).status).toBe(204);
    expect((await list({ showArchived: true }, own)).body.totalRows).toBe(0);

    const badSort = await own.post<ErrorBody>('/api/pages/list', { sort: 'html' });
    expect(badSort.status).toBe(400);
  });
});

describe('name, title, content', () => {
  it('saves each and refuses empty ones with the spec texts', async () => {
    const { key } = await createPage('Editable');
    expect((await api.post(`/api/pages/${key}/name`, { name: 'Renamed' })).status).toBe(204);
    expect((await api.post(`/api/pages/${key}/title`, { title: 'New title' })).status).toBe(204);
    expect(
      (await api.post(`/api/pages/${key}/content`, { html: '<h1>Hi</h1>', json: '{"pages":[]}' })).status,
    ).toBe(204);
    const page = (await getPage(key)).body;
    expect(page).toMatchObject({
      name: 'Renamed',
      title: 'New title',
      html: '<h1>Hi</h1>',
      json: '{"pages":[]}',
    });
    expect(page.contentVersion).toBe(1);
    const noName = await api.post<ErrorBody>(`/api/pages/${key}/name`, { name: '' });
    expect(noName.body.error.fields?.name).toEqual([PAGE_TEXTS.nameRequired]);
    const big = await api.post<ErrorBody>(`/api/pages/${key}/content`, {
      html: 'x'.repeat(2 * 1024 * 1024 + 1),
      json: null,
    });
    expect(big.status).toBe(400);
    expect(big.body.error.fields?.html).toEqual([PAGE_TEXTS.htmlTooLarge]);
    expect((await getPage(key)).body.html).toBe('<h1>Hi</h1>');
    const noTitle = await api.post<ErrorBody>(`/api/pages/${key}/title`, {});
    expect(noTitle.body.error.fields?.title).toEqual([PAGE_TEXTS.titleRequired]);
  });
});

describe('form fields', () => {
  it('saves system and custom fields of the account, at least one, of one list at most', async () => {
    const { key } = await createPage('Form');
    const db = testDb();
    const list1 = await db
      .insertInto('sms_lists')
      .values({ account_id: user.accountId, name: `L1 ${randomUUID()}` } as never)
      .executeTakeFirstOrThrow();
    const list2 = await db
      .insertInto('sms_lists')
      .values({ account_id: user.accountId, name: `L2 ${randomUUID()}` } as never)
      .executeTakeFirstOrThrow();
    const field = async (listId: number | null, accountId = user.accountId) => {
      const suffix = randomUUID().slice(0, 6);
      const values = { account_id: accountId, list_id: listId, label: `F ${suffix}`, name: `F_${suffix}` };
      return Number((await db.insertInto('custom_fields').values(values).executeTakeFirstOrThrow()).insertId);
    };
    const accountWide = await field(null);
    const ofList1 = await field(Number(list1.insertId));
    const ofList2 = await field(Number(list2.insertId));
    const f = (customFieldId: number | null, systemFieldType: string | null = null) => ({
      customFieldId,
      systemFieldType,
      isRequired: true,
      saveToLead: true,
    });

    const fields = [f(null, 'Email'), f(accountWide), f(ofList1)];
    expect((await api.post(`/api/pages/${key}/fields`, fields)).status).toBe(204);
    expect((await api.get(`/api/pages/${key}/fields`)).body).toEqual(fields);

    const empty = await api.post<ErrorBody>(`/api/pages/${key}/fields`, []);
    expect(empty.status).toBe(400);
    expect(Object.values(empty.body.error.fields ?? {}).flat()).toEqual([PAGE_TEXTS.fieldsRequired]);
    const twoLists = await api.post<ErrorBody>(`/api/pages/${key}/fields`, [f(ofList1), f(ofList2)]);
    expect(twoLists.status).toBe(400);
    expect(twoLists.body.error.message).toBe('A form can use the list-specific fields of one list only.');
    const { user: stranger } = await signedInClient();
    const strangers = await api.post<ErrorBody>(`/api/pages/${key}/fields`, [
      f(await field(null, stranger.accountId)),
    ]);
    expect(strangers.status).toBe(400);
    const both = await api.post<ErrorBody>(`/api/pages/${key}/fields`, [f(accountWide, 'Email')]);
    expect(both.status).toBe(400);
    expect((await api.get(`/api/pages/${key}/fields`)).body).toEqual(fields);
  });
});

describe('form settings', () => {
  const actions = (page: object, lead: object = doNothingLead) => ({
    formSubmitPageAction: { type: 0, message: null, redirectUrl: null, otherPageId: null, ...page },
    formSubmitLeadAction: { ...doNothingLead, ...lead },
  });

  it('answers every validation text on its field', async () => {
    const { key } = await createPage('Settings');
    const cases: [object, object, Record<string, string[]>][] = [
      [{ type: 1, message: ' ' }, {}, { 'formSubmitPageAction.message': [FORM_TEXTS.messageRequired] }],
      [{ type: 2 }, {}, { 'formSubmitPageAction.redirectUrl': [FORM_TEXTS.redirectUrlRequired] }],
      [
        { type: 2, redirectUrl: 'not a url' },
        {},
        { 'formSubmitPageAction.redirectUrl': [FORM_TEXTS.validUrl] },
      ],
      [{ type: 3 }, {}, { 'formSubmitPageAction.otherPageId': [FORM_TEXTS.choosePage] }],
      [
        {},
        { type: 1 },
        {
          'formSubmitLeadAction.postUrl': [FORM_TEXTS.urlRequired],
          'formSubmitLeadAction.httpVerb': [FORM_TEXTS.selectMethod],
        },
      ],
      [
        {},
        { type: 1, postUrl: 'ftp:/x', httpVerb: 1 },
        {
          'formSubmitLeadAction.postUrl': [FORM_TEXTS.validUrl],
          'formSubmitLeadAction.contentType': [FORM_TEXTS.selectContentType],
        },
      ],
      [
        {},
        {
          type: 1,
          postUrl: 'https://partner.example.com/leads',
          httpVerb: 0,
          parameters: [
            { variableKey: 'FirstName', name: 'first', send: true, customValue: null },
            { variableKey: null, name: 'FIRST', send: true, customValue: 'x' },
            { variableKey: 'Email', name: '', send: true, customValue: null },
            { variableKey: null, name: 'has-dash', send: true, customValue: '' },
          ],
        },
        {
          'formSubmitLeadAction.parameters.0.name': [FORM_TEXTS.nameUnique],
          'formSubmitLeadAction.parameters.1.name': [FORM_TEXTS.nameUnique],
          'formSubmitLeadAction.parameters.2.name': [FORM_TEXTS.nameRequired],
          'formSubmitLeadAction.parameters.3.name': [FORM_TEXTS.nameCharacters],
          'formSubmitLeadAction.parameters.3.customValue': [FORM_TEXTS.valueRequired],
        },
      ],
    ];
    for (const [page, lead, fields] of cases) {
      const answer = await api.post<ErrorBody>(`/api/pages/${key}/form-config`, actions(page, lead));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error.fields).toEqual(fields);
    }
    const bad = await api.post<ErrorBody>(`/api/pages/${key}/form-config`, actions({ type: 7 }));
    expect(bad.status).toBe(400);
  });

  it('saves a redirect and a lead post, keeping only what the chosen actions use', async () => {
    const { key } = await createPage('Saved settings');
    const body = actions(
      { type: 2, message: 'left over', redirectUrl: 'https://example.com/thanks?n=#FIRSTNAME#' },
      {
        type: 1,
        postUrl: 'https://partner.example.com/leads',
        httpVerb: 1,
        contentType: 0,
        parameters: [
          { variableKey: 'FirstName', name: 'first_name', send: true, customValue: null },
          { variableKey: null, name: 'source', send: true, customValue: 'landing' },
        ],
      },
    );
    expect((await api.post(`/api/pages/${key}/form-config`, body)).status).toBe(204);
    const saved = (await getPage(key)).body.formSubmitActions;
    expect(saved.formSubmitPageAction).toEqual({
      type: 2,
      message: null,
      redirectUrl: 'https://example.com/thanks?n=#FIRSTNAME#',
      otherPageId: null,
    });
    expect(saved.formSubmitLeadAction).toEqual(body.formSubmitLeadAction);
  });

  it("refuses another account's page or the page itself as the page to show", async () => {
    const { id, key } = await createPage('Shows others');
    const theirs = await createPage('Theirs', uniqueKey('theirs'), other);
    for (const otherPageId of [theirs.id, id]) {
      const answer = await api.post<ErrorBody>(`/api/pages/${key}/form-config`, showPage(otherPageId));
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.['formSubmitPageAction.otherPageId']).toHaveLength(1);
    }
  });
});

describe('clone, delete and the links to pages and campaigns', () => {
  it('clones content, fields and form settings under a new key', async () => {
    const { key } = await createPage('Original');
    await api.post(`/api/pages/${key}/content`, { html: '<p>Body</p>', json: '{"a":1}' });
    const fields = [
      { customFieldId: null, systemFieldType: 'FirstName', isRequired: false, saveToLead: true },
    ];
    await api.post(`/api/pages/${key}/fields`, fields);
    const target = await createPage('Target');
    await api.post(`/api/pages/${key}/form-config`, showPage(target.id));

    const copyKey = `${key}-copy`;
    const answer = await api.post<{ key: string }>(`/api/pages/${key}/clone`, {
      name: 'Original-copy',
      key: copyKey,
      title: 'Copy title',
    });
    expect(answer.status).toBe(201);
    const copy = (await getPage(copyKey)).body;
    expect(copy).toMatchObject({
      name: 'Original-copy',
      title: 'Copy title',
      html: '<p>Body</p>',
      json: '{"a":1}',
      fields,
    });
    expect(copy.formSubmitActions.formSubmitPageAction).toMatchObject({ type: 3, otherPageId: target.id });
    const again = await api.post<ErrorBody>(`/api/pages/${key}/clone`, {
      name: 'x',
      key: copyKey,
      title: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.key).toEqual([PAGE_TEXTS.createFailed]);
  });

  it('refuses to delete a page other pages redirect to, then deletes it and unlinks its campaigns', async () => {
    const target = await createPage('Thank you page');
    const source = await createPage('Sign-up page');
    await api.post(`/api/pages/${source.key}/form-config`, showPage(target.id));
    expect((await getPage(target.key)).body.pagesThatRedirectToThisOne).toEqual({
      [source.id]: 'Sign-up page',
    });

    // A campaign whose click URL is the page's public URL is linked (and counted in the list).
    const campaign = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
      name: 'Linked',
      categoryId,
    });
    const publicUrl = `${pagesOriginOf(user.accountId)}/${target.key}`;
    const saved = await api.request('PATCH', `/api/sms/campaigns/${campaign.body.id}/messages`, {
      json: { messages: [{ id: null, active: true, message: 'Hi #CLICKURL#' }], clickUrl: publicUrl },
    });
    expect(saved.status).toBe(200);
    expect((await getPage(target.key)).body.smsCampaigns).toEqual({ [campaign.body.id]: 'Linked' });
    const row = (await list({ filter: target.key })).body.rows[0];
    expect(row).toMatchObject({ key: target.key, smsCampaignCount: 1, emailCampaignCount: 0 });

    const refused = await api.request<ErrorBody>('DELETE', `/api/pages/${target.key}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This page cannot be deleted while other pages redirect to it: Sign-up page.',
    );
    await api.post(`/api/pages/${source.key}/form-config`, {
      formSubmitPageAction: { type: 1, message: 'Thanks!', redirectUrl: null, otherPageId: null },
      formSubmitLeadAction: doNothingLead,
    });
    expect((await api.request('DELETE', `/api/pages/${target.key}`)).status).toBe(204);
    expect((await getPage(target.key)).status).toBe(404);
    const linked = await testDb()
      .selectFrom('sms_campaigns')
      .select(['landing_page_id', 'click_url'])
      .where('id', '=', campaign.body.id)
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ landing_page_id: null, click_url: publicUrl });
  });

  it('links campaigns whose click URL already was the address when the page is created', async () => {
    const key = uniqueKey('later');
    const campaign = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
      name: 'Early',
      categoryId,
    });
    await api.request('PATCH', `/api/sms/campaigns/${campaign.body.id}/messages`, {
      json: {
        messages: [{ id: null, active: true, message: 'Hi' }],
        // The parent pages host's form, from before pages had an origin per account: still linked.
        clickUrl: `${process.env.PAGES_BASE_URL}/${key}`,
      },
    });
    await createPage('Later', key);
    expect((await getPage(key)).body.smsCampaigns).toEqual({ [campaign.body.id]: 'Early' });
  });
});

// ---- import ---------------------------------------------------------------------------------

async function zipOf(entries: [string, Uint8Array | string][], level = 6): Promise<Buffer> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), { level });
  for (const [name, content] of entries) await writer.add(name, new BlobReader(new Blob([content])));
  return Buffer.from(await writer.close());
}

async function importFiles(pageId: number, files: { path: string; bytes: Buffer }[]) {
  const announced = files.map((f) => ({ path: f.path, size: f.bytes.length }));
  const start = await api.post<StartedPageImport>(`/api/pages/upload-import/${pageId}/start`, {
    files: announced,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (const [i, u] of start.body.uploads.entries()) {
    const put = await fetch(u.url, { method: 'PUT', body: files[i]!.bytes });
    expect(put.status).toBeLessThan(300);
  }
  return api.post<PageImportResult>(`/api/pages/upload-import/${pageId}`, {
    token: start.body.token,
    files: announced,
  });
}

describe('import', () => {
  const indexHtml =
    '<html><head><link rel="stylesheet" href="css/site.css"></head><body style="background:url(\'img/bg.png\')">' +
    '<img src="./img/logo.png?v=2"><img src="https://cdn.example.com/x.png"><a href="#top">Top</a></body></html>';

  it('imports a zip: index.html rewritten to assets/, the resources stored', async () => {
    const { id, key } = await createPage('Imported');
    const zip = await zipOf([
      ['site/index.html', indexHtml],
      ['site/css/site.css', 'body{color:red}'],
      ['site/img/logo.png', new Uint8Array([137, 80, 78, 71])],
      ['site/img/bg.png', new Uint8Array([137, 80, 78, 71, 1])],
    ]);
    const answer = await importFiles(id, [{ path: 'site.zip', bytes: zip }]);
    expect(answer.body.isSuccess, answer.body.errorMessage ?? '').toBe(true);
    expect(answer.body.result).toContain('href="assets/css/site.css"');
    expect(answer.body.result).toContain('src="assets/img/logo.png?v=2"');
    expect(answer.body.result).toContain("url('assets/img/bg.png')");
    expect(answer.body.result).toContain('src="https://cdn.example.com/x.png"');
    const page = (await getPage(key)).body;
    expect(page.html).toBe(answer.body.result);
    const assets = await testDb()
      .selectFrom('page_assets')
      .select(['path', 'content_type', 'size', 's3_key'])
      .where('page_id', '=', id)
      .orderBy('path')
      .execute();
    expect(assets.map((a) => [a.path, a.content_type, a.size])).toEqual([
      ['css/site.css', 'text/css; charset=utf-8', 15],
      ['img/bg.png', 'image/png', 5],
      ['img/logo.png', 'image/png', 4],
    ]);
    expect(assets[0]!.s3_key).toBe(`pages/${id}/v${page.contentVersion}/css/site.css`);
  });

  it('imports several files with one index.html, and refuses several without', async () => {
    const { id } = await createPage('Several');
    const ok = await importFiles(id, [
      { path: 'index.html', bytes: Buffer.from('<link href="style.css" rel="stylesheet"><p>Hello</p>') },
      { path: 'style.css', bytes: Buffer.from('p{}') },
    ]);
    expect(ok.body).toEqual({
      isSuccess: true,
      result: '<link href="assets/style.css" rel="stylesheet"><p>Hello</p>',
      errorMessage: null,
    });
    const none = await importFiles(id, [
      { path: 'page.html', bytes: Buffer.from('<p>x</p>') },
      { path: 'style.css', bytes: Buffer.from('p{}') },
    ]);
    expect(none.body).toEqual({ isSuccess: false, result: null, errorMessage: IMPORT_TEXTS.indexRequired });
  });

  it('refuses a zip with a path leaving its folder, and a zip bomb', async () => {
    const { id, key } = await createPage('Guarded');
    const escape = await zipOf([
      ['index.html', '<p>x</p>'],
      ['../../etc/evil.css', 'x'],
    ]);
    const escaped = await importFiles(id, [{ path: 'evil.zip', bytes: escape }]);
    expect(escaped.body.isSuccess).toBe(false);
    expect(escaped.body.errorMessage).toBe(IMPORT_TEXTS.unsafePath('../../etc/evil.css'));

    const bomb = await zipOf(
      [
        ['index.html', '<p>x</p>'],
        ['zeros.bin', new Uint8Array(45 * 1024 * 1024)],
      ],
      9,
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await importFiles(id, [{ path: 'bomb.zip', bytes: bomb }]);
    expect(exploded.body).toEqual({
      isSuccess: false,
      result: null,
      errorMessage: IMPORT_TEXTS.tooBigUnpacked,
    });
    expect((await getPage(key)).body.html).toBeNull();
  });

  it('refuses 101 files, a file over 40 MB, a path leaving its folder, and a file that was never uploaded', async () => {
    const { id } = await createPage('Limits');
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `f${i}.css`, size: 1 }));
    const tooMany = await api.post<ErrorBody>(`/api/pages/upload-import/${id}/start`, { files: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields?.files).toEqual([IMPORT_TEXTS.tooManyFiles]);
    const big = await api.post<ErrorBody>(`/api/pages/upload-import/${id}/start`, {
      files: [{ path: 'video.mp4', size: 41 * 1024 * 1024 }],
    });
    expect(big.status).toBe(400);
    expect(big.body.error.fields?.['files.0.size']).toEqual([IMPORT_TEXTS.fileTooLarge('video.mp4')]);
    const escape = await api.post<ErrorBody>(`/api/pages/upload-import/${id}/start`, {
      files: [{ path: '../index.html', size: 3 }],
    });
    expect(escape.status).toBe(400);
    const start = await api.post<StartedPageImport>(`/api/pages/upload-import/${id}/start`, {
      files: [{ path: 'index.html', size: 3 }],
    });
    const missing = await api.post<PageImportResult>(`/api/pages/upload-import/${id}`, {
      token: start.body.token,
      files: [{ path: 'index.html', size: 3 }],
    });
    expect(missing.body).toEqual({ isSuccess: false, result: null, errorMessage: IMPORT_TEXTS.notUploaded });
  });
});
