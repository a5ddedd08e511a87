import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import {
  createAccountWithUser,
  eventually,
  mailboxFor,
  testDb,
  type TestUser,
} from '../test-support/fixtures';
import { suppressEmail, suppressedAmong } from '../email-sending/email-suppression.repository';
import { seedEmailCampaigns, seedEngagements } from '../test-support/email-list-fixtures';
import { uploadFile } from '../test-support/upload';
import type { ImportJob, QueuedImport, UploadedFile } from '../lists/lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { EmailList, EmailListListResponse } from './email-lists.schemas';

let user: TestUser;
let api: ApiClient;
let other: TestUser;
let otherApi: ApiClient;

beforeAll(async () => {
  [user, other] = await Promise.all([createAccountWithUser(), createAccountWithUser()]);
  api = new ApiClient();
  otherApi = new ApiClient();
  await Promise.all([api.signIn(user.email, user.password), otherApi.signIn(other.email, other.password)]);
});

const mappings = [
  { index: 0, fieldType: 'Email' },
  { index: 1, fieldType: 'FirstName' },
  { index: 2, fieldType: 'Cellphone' },
];

async function upload(client: ApiClient, name: string, content: string): Promise<number> {
  const done = await uploadFile(client, name, content);
  expect(done.status).toBe(200);
  return (done.body as UploadedFile).fileId;
}

const fileBody = (fileId: number, extra: object = {}) => ({
  listName: `Email list ${fileId}`,
  description: 'From a CSV',
  countryIso3166: 'ZA',
  exclusionList: false,
  permissionToContact: true,
  uploadedFileId: fileId,
  uploadedFileName: 'subscribers.csv',
  importRow: 0,
  totalRows: 0,
  duplicates: 0,
  columnMappings: mappings,
  ...extra,
});

async function completed(listId: number, client = api, timeoutMs = 60_000): Promise<EmailList> {
  return eventually(async () => {
    const list = (await client.get<EmailList>(`/api/email/lists/${listId}`)).body;
    return list.status === 2 ? list : undefined;
  }, timeoutMs);
}

async function jobOf(jobId: number): Promise<ImportJob> {
  return (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId)!;
}

const emailsOf = async (listId: number) =>
  (
    await testDb()
      .selectFrom('email_list_contacts')
      .select('email')
      .where('list_id', '=', listId)
      .orderBy('email')
      .execute()
  ).map((r) => r.email);

describe('email lists from a file, through the shared import pipeline', () => {
  it(
    'keys contacts on the lower-cased e-mail: bad ones rejected with reasons, mixed-case repeats once, the cellphone optional',
    { timeout: 120_000 },
    async () => {
      const csv = [
        'Email,First name,Cellphone',
        'Thandi@Example.COM,Thandi,082 123 4567',
        'thandi@example.com,Again,',
        ' sipho@shop.test ,Sipho,not a number',
        'not-an-email,Bad,0821112222',
        ',Empty,0821113333',
        'LERATO@Mail.Example.org,Lerato,',
      ].join('\n');
      const fileId = await upload(api, 'subscribers.csv', csv);
      const dup = await api.get<{ duplicates: number; total: number; invalid: number }>(
        `/api/lists/files/${fileId}/duplicates?startRow=0&keyColumn=0&keyField=Email`,
      );
      expect(dup.body).toEqual({ duplicates: 1, total: 6, invalid: 2 });

      const queued = await api.post<QueuedImport>('/api/email/lists', fileBody(fileId));
      expect(queued.status).toBe(201);
      const list = await completed(queued.body.listId);
      expect(list).toMatchObject({ contacts: 3, optouts: 0, status: 2, name: `Email list ${fileId}` });
      const contacts = await testDb()
        .selectFrom('email_list_contacts')
        .select(['email', 'first_name', 'cellphone'])
        .where('list_id', '=', list.id)
        .orderBy('email')
        .execute();
      expect(contacts).toEqual([
        { email: 'lerato@mail.example.org', first_name: 'Lerato', cellphone: null },
        { email: 'sipho@shop.test', first_name: 'Sipho', cellphone: null },
        { email: 'thandi@example.com', first_name: 'Thandi', cellphone: '+27821234567' },
      ]);
      const job = await jobOf(queued.body.jobId!);
      expect(job).toMatchObject({
        listKind: 'Email',
        listId: list.id,
        listName: list.name,
        status: 'Completed',
        source: 'File',
        rowsProcessed: 6,
        rowsImported: 3,
        rowsDuplicate: 1,
        rowsInvalid: 2,
        hasRejectedRows: true,
      });
      const download = await api.request('GET', `/api/lists/import-jobs/${job.id}/rejected-rows`, {
        redirect: 'manual',
      });
      const rejected = await (await fetch(download.headers.get('location')!)).text();
      expect(rejected.split(/\r\n/).filter(Boolean)).toEqual([
        'Row,Reason,Email,First name,Cellphone',
        '5,Not a valid e-mail address,not-an-email,Bad,0821112222',
        '6,No e-mail address,,Empty,0821113333',
      ]);
      const mail = await eventually(async () => {
        const found = (await mailboxFor(user.email)).find((m) => m.subject.includes(list.name));
        return found;
      });
      expect(mail.text).toContain(
        `Your email list "${list.name}" has been processed and now holds 3 contacts.`,
      );
    },
  );

  it(
    'imports 60,000 rows with 24,000 bad addresses and 12,000 mixed-case repeats: each address once',
    { timeout: 180_000 },
    async () => {
      const lines = ['Email,First name,Cellphone'];
      for (let i = 0; i < 60_000; i++) {
        const k = i % 5;
        if (k === 0 || k === 1) lines.push(`bad-${i}@nowhere,Bad ${i},`);
        else if (k === 4) lines.push(`Person${i - 2}@Example.COM,Repeat ${i},`);
        else lines.push(`person${i}@example.com,Person ${i},08${String(20000000 + i).padStart(8, '0')}`);
      }
      const fileId = await upload(api, 'volume.csv', lines.join('\n'));
      const queued = await api.post<QueuedImport>(
        '/api/email/lists',
        fileBody(fileId, { listName: 'Volume' }),
      );
      expect(queued.status).toBe(201);
      const list = await completed(queued.body.listId, api, 150_000);
      expect(list.contacts).toBe(24_000);
      const job = await jobOf(queued.body.jobId!);
      expect(job).toMatchObject({
        rowsProcessed: 60_000,
        rowsImported: 24_000,
        rowsDuplicate: 12_000,
        rowsInvalid: 24_000,
      });
      const upper = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM email_list_contacts
      WHERE list_id = ${list.id} AND CAST(email AS BINARY) <> CAST(LOWER(email) AS BINARY)`.execute(testDb());
      expect(Number(upper.rows[0]!.n)).toBe(0);
      expect(await emailsOf(list.id).then((e) => e.slice(0, 2))).toEqual([
        'person10002@example.com',
        'person10003@example.com',
      ]);
    },
  );

  it("refuses a mapping without an Email column, other accounts' uploads and lists, and a second create of the same upload", async () => {
    const fileId = await upload(api, 'again.csv', 'Email\nann@example.com\nben@example.com\n');
    const noKey = await api.post<ErrorBody>(
      '/api/email/lists',
      fileBody(fileId, { columnMappings: [{ index: 0, fieldType: 'FirstName' }] }),
    );
    expect(noKey.status).toBe(400);
    expect(JSON.stringify(noKey.body)).toContain('You must map a Email column.');
    const wrongType = await api.post<ErrorBody>('/api/email/lists', fileBody(fileId, { importRow: 'x' }));
    expect(wrongType.status).toBe(400);

    const foreign = await otherApi.post<ErrorBody>('/api/email/lists', fileBody(fileId));
    expect(foreign.status).toBe(404);

    const body = fileBody(fileId, { columnMappings: [{ index: 0, fieldType: 'Email' }] });
    const [first, second] = await Promise.all([
      api.post<QueuedImport>('/api/email/lists', body),
      api.post<QueuedImport>('/api/email/lists', body),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body).toEqual(first.body);
    const list = await completed(first.body.listId);
    expect(list.contacts).toBe(2);
    const named = await testDb()
      .selectFrom('email_lists')
      .select('id')
      .where('account_id', '=', user.accountId)
      .where('name', '=', body.listName)
      .execute();
    expect(named).toHaveLength(1);

    expect((await otherApi.get(`/api/email/lists/${list.id}`)).status).toBe(404);
    expect((await otherApi.request('DELETE', `/api/email/lists/${list.id}`)).status).toBe(404);
    const otherFile = await upload(otherApi, 'x.csv', 'Email\nx@example.com\n');
    const into = await otherApi.post(`/api/email/lists/${list.id}/import`, {
      ...fileBody(otherFile, { columnMappings: [{ index: 0, fieldType: 'Email' }] }),
    });
    expect(into.status).toBe(404);
    expect((await api.get('/api/email/lists/abc')).status).toBe(400);
  });

  it('imports into an existing list without doubling its contacts, and refuses a second import while one is queued', async () => {
    const empty = await api.post<QueuedImport>('/api/email/lists/empty', { listName: 'Into me' });
    expect(empty.status).toBe(201);
    const one = { columnMappings: [{ index: 0, fieldType: 'Email' }] };
    const a = await upload(api, 'a.csv', 'Email\nann@example.com\nBEN@example.com\n');
    const b = await upload(api, 'b.csv', 'Email\nben@example.com\ncara@example.com\n');
    // While an import of the list is queued or running (as a worker holds it), another one is refused.
    await testDb()
      .updateTable('email_lists')
      .set({ status: 1 })
      .where('id', '=', empty.body.listId)
      .execute();
    const busy = await api.post(`/api/email/lists/${empty.body.listId}/import`, fileBody(a, one));
    expect(busy.status).toBe(409);
    await testDb()
      .updateTable('email_lists')
      .set({ status: 2 })
      .where('id', '=', empty.body.listId)
      .execute();
    const first = await api.post<QueuedImport>(
      `/api/email/lists/${empty.body.listId}/import`,
      fileBody(a, one),
    );
    expect(first.status).toBe(202);
    await completed(empty.body.listId);
    const again = await api.post<QueuedImport>(
      `/api/email/lists/${empty.body.listId}/import`,
      fileBody(b, one),
    );
    expect(again.status).toBe(202);
    const list = await completed(empty.body.listId);
    expect(list.contacts).toBe(3);
    expect(await emailsOf(list.id)).toEqual(['ann@example.com', 'ben@example.com', 'cara@example.com']);
  });

  it('tells apart addresses that differ only in accents: each is imported, and suppressing one leaves the others', async () => {
    const rows = ['müller@example.de', 'muller@example.de', 'user@bücher.de', 'user@bucher.de'];
    const more = ['straße@x.de', 'strasse@x.de'];
    const file = ['Email', ...rows, 'MÜLLER@Example.DE', ...more].join('\n');
    const fileId = await upload(api, 'accents.csv', file);
    const counted = await api.get(
      `/api/lists/files/${fileId}/duplicates?startRow=0&keyColumn=0&keyField=Email`,
    );
    expect(counted.body).toEqual({ duplicates: 1, total: 7, invalid: 0 });
    await suppressEmail(testDb(), user.accountId, 'Müller@example.de', 'Unsubscribe', null);

    const queued = await api.post<QueuedImport>(
      '/api/email/lists',
      fileBody(fileId, { totalRows: 7, duplicates: 1, columnMappings: [{ index: 0, fieldType: 'Email' }] }),
    );
    expect(queued.status).toBe(201);
    const list = await completed(queued.body.listId);
    expect(list).toMatchObject({ contacts: 6, optouts: 1 });
    expect(await jobOf(queued.body.jobId!)).toMatchObject({
      rowsImported: 6,
      rowsDuplicate: 1,
      rowsInvalid: 0,
    });
    expect((await emailsOf(list.id)).sort()).toEqual([...rows, ...more].sort());
    expect(
      await suppressedAmong(testDb(), user.accountId, ['muller@example.de', 'MÜLLER@example.de']),
    ).toEqual(new Set(['müller@example.de']));
  });
});

describe('engaged subscribers', () => {
  let campaigns: number[];
  let foreignCampaign = 0;

  beforeAll(async () => {
    campaigns = await seedEmailCampaigns(user.accountId, ['Spring sale', 'Winter sale', 'Welcome']);
    foreignCampaign = (await seedEmailCampaigns(other.accountId, ['Not yours']))[0]!;
    const [spring, winter, welcome] = campaigns as [number, number, number];
    await seedEngagements(user.accountId, [
      { campaignId: spring, type: 1, email: 'recent@example.com', daysAgo: 10 },
      { campaignId: winter, type: 1, email: 'recent@example.com', daysAgo: 20 },
      { campaignId: spring, type: 1, email: 'four-months@example.com', daysAgo: 125 },
      { campaignId: winter, type: 1, email: 'eight-months@example.com', daysAgo: 245 },
      { campaignId: spring, type: 1, email: 'twenty-months@example.com', daysAgo: 610 },
      { campaignId: winter, type: 1, email: 'three-years@example.com', daysAgo: 1100 },
      { campaignId: spring, type: 2, email: 'clicker@example.com', daysAgo: 5 },
      { campaignId: spring, type: 2, email: 'recent@example.com', daysAgo: 5 },
      { campaignId: winter, type: 3, email: 'buyer@example.com', daysAgo: 40 },
      { campaignId: welcome, type: 1, email: 'welcome-only@example.com', daysAgo: 1 },
      { campaignId: spring, type: 1, email: 'unsubscribed@example.com', daysAgo: 3 },
    ]);
    await seedEngagements(other.accountId, [
      { campaignId: foreignCampaign!, type: 1, email: 'someone-else@example.com', daysAgo: 1 },
    ]);
    await testDb()
      .insertInto('email_suppressions')
      .values({ account_id: user.accountId, email: 'unsubscribed@example.com', reason: 'Unsubscribe' })
      .execute();
  });

  const engaged = (name: string, extra: object) => ({
    listName: name,
    description: '',
    countryIso3166: 'ZA',
    exclusionList: false,
    permissionToContact: true,
    engagementCampaigns: campaigns.slice(0, 2),
    ...extra,
  });

  async function build(name: string, extra: object): Promise<{ list: EmailList; emails: string[] }> {
    const queued = await api.post<QueuedImport>('/api/email/lists/fromEngagements', engaged(name, extra));
    expect(queued.status).toBe(201);
    const list = await completed(queued.body.listId);
    return { list, emails: await emailsOf(list.id) };
  }

  it('builds a list per engagement type and period, each address once, suppressed ones counted as opt-outs', async () => {
    const entire = await build('Openers ever', {});
    expect(entire.emails).toEqual([
      'eight-months@example.com',
      'four-months@example.com',
      'recent@example.com',
      'three-years@example.com',
      'twenty-months@example.com',
      'unsubscribed@example.com',
    ]);
    expect(entire.list).toMatchObject({ contacts: 6, optouts: 1, status: 2 });

    const periods: [string, string[]][] = [
      ['Last3Months', ['recent@example.com', 'unsubscribed@example.com']],
      ['Last6Months', ['four-months@example.com', 'recent@example.com', 'unsubscribed@example.com']],
      [
        'Last12Months',
        [
          'eight-months@example.com',
          'four-months@example.com',
          'recent@example.com',
          'unsubscribed@example.com',
        ],
      ],
      [
        'Last24Months',
        [
          'eight-months@example.com',
          'four-months@example.com',
          'recent@example.com',
          'twenty-months@example.com',
          'unsubscribed@example.com',
        ],
      ],
    ];
    for (const [period, expected] of periods)
      expect((await build(`Openers ${period}`, { engagementPeriod: period })).emails, period).toEqual(
        expected,
      );

    expect((await build('Clickers', { engagementType: 'Clicks' })).emails).toEqual([
      'clicker@example.com',
      'recent@example.com',
    ]);
    expect((await build('Buyers', { engagementType: 3, engagementPeriod: 'Last3Months' })).emails).toEqual([
      'buyer@example.com',
    ]);
    const job = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find(
      (j) => j.listName === 'Buyers',
    )!;
    expect(job).toMatchObject({
      listKind: 'Email',
      source: 'EngagedSubscribers',
      status: 'Completed',
      rowsImported: 1,
      sourceName: 'Engaged subscribers: Conversions, last 3 months, 2 campaigns',
    });
  });

  it("adds engaged subscribers to an existing list, and refuses other accounts' campaigns and bad input", async () => {
    const { list } = await build('Welcome openers', { engagementCampaigns: [campaigns[2]] });
    expect(await emailsOf(list.id)).toEqual(['welcome-only@example.com']);
    const more = await api.post<QueuedImport>(`/api/email/lists/${list.id}/importFromEngagements`, {
      listId: list.id,
      engagementCampaigns: [campaigns[0]],
      engagementType: 'Clicks',
      engagementPeriod: 'Entire',
    });
    expect(more.status).toBe(202);
    expect((await completed(list.id)).contacts).toBe(3);

    const foreign = await api.post(
      '/api/email/lists/fromEngagements',
      engaged('Theirs', { engagementCampaigns: [foreignCampaign] }),
    );
    expect(foreign.status).toBe(404);
    const mixed = await api.post(`/api/email/lists/${list.id}/importFromEngagements`, {
      engagementCampaigns: [campaigns[0], foreignCampaign],
    });
    expect(mixed.status).toBe(404);
    const intoForeign = await otherApi.post(`/api/email/lists/${list.id}/importFromEngagements`, {
      engagementCampaigns: [foreignCampaign],
    });
    expect(intoForeign.status).toBe(404);
    const none = await api.post<ErrorBody>(
      '/api/email/lists/fromEngagements',
      engaged('None', { engagementCampaigns: [] }),
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(
      'Please select at least one campaign to import contacts from.',
    );
    for (const bad of [
      { engagementType: 'Bounces' },
      { engagementPeriod: 'Last7Months' },
      { engagementCampaigns: ['1'] },
      { engagementCampaigns: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { listName: '' },
    ])
      expect(
        (await api.post('/api/email/lists/fromEngagements', engaged('Bad', bad))).status,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(400);
  });

  it('answers a repeated engaged create with the first list', async () => {
    const body = engaged('Twice', { engagementType: 'Clicks' });
    const first = await api.post<QueuedImport>('/api/email/lists/fromEngagements', body);
    const second = await api.post<QueuedImport>('/api/email/lists/fromEngagements', body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await completed(first.body.listId)).contacts).toBe(2);
  });
});

describe('the email lists page and delete rules', () => {
  it("pages, sorts and searches only the account's lists; delete only when neither Queued nor InProgress", async () => {
    const owner = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(owner.email, owner.password);
    const ids: number[] = [];
    for (const [name, status] of [
      ['Charlie', 2],
      ['alpha', 2],
      ['Bravo queued', 0],
      ['Delta processing', 1],
    ] as const) {
      const r = await testDb()
        .insertInto('email_lists')
        .values({ account_id: owner.accountId, name, status })
        .executeTakeFirstOrThrow();
      ids.push(Number(r.insertId));
    }
    for (let i = 0; i < 9; i++)
      await testDb()
        .insertInto('email_lists')
        .values({ account_id: owner.accountId, name: `Zulu ${i}`, status: 2 })
        .execute();

    const page1 = await client.post<EmailListListResponse>('/api/email/lists/all', {});
    expect(page1.status).toBe(200);
    expect(page1.body.totalRows).toBe(13);
    expect(page1.body.rows).toHaveLength(10);
    expect(page1.body.rows.slice(0, 4).map((r) => r.name)).toEqual([
      'alpha',
      'Bravo queued',
      'Charlie',
      'Delta processing',
    ]);
    const page2 = await client.post<EmailListListResponse>('/api/email/lists/all', {
      sort: { field: 'name', direction: 'asc' },
      filter: '',
      pagination: { page: 2, rowsPerPage: 10 },
    });
    expect(page2.body.rows.map((r) => r.name)).toEqual(['Zulu 6', 'Zulu 7', 'Zulu 8']);
    const search = await client.post<EmailListListResponse>('/api/email/lists/all', { filter: 'pro' });
    expect(search.body.rows.map((r) => r.name)).toEqual(['Delta processing']);
    expect(
      (await api.post<EmailListListResponse>('/api/email/lists/all', { filter: 'Zulu' })).body.totalRows,
    ).toBe(0);
    expect(
      (await client.post('/api/email/lists/all', { sort: { field: 'secret', direction: 'asc' } })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/email/lists/all', { pagination: { page: 0, rowsPerPage: 10 } })).status,
    ).toBe(400);

    const [charlie, , bravo, delta] = ids as [number, number, number, number];
    expect((await client.request('DELETE', `/api/email/lists/${bravo}`)).status).toBe(409);
    expect((await client.request('DELETE', `/api/email/lists/${delta}`)).status).toBe(409);
    expect((await api.request('DELETE', `/api/email/lists/${charlie}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/email/lists/${charlie}`)).status).toBe(204);
    expect((await client.get(`/api/email/lists/${charlie}`)).status).toBe(404);
    expect((await client.get(`/api/email/lists/${bravo}`)).status).toBe(200);
  });
});
