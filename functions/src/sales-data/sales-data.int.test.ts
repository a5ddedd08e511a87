import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { TopRows } from '../lists/lists.schemas';
import type {
  CategoryOverviewResponse,
  DailyOverviewResponse,
  MonthlyOverviewResponse,
} from '../overviews/overviews.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { createOverviewCampaign, createOverviewCategory, sa } from '../test-support/overview-fixtures';
import { seedReply } from '../test-support/reply-fixtures';
import { uploadFile } from '../test-support/upload';
import {
  NO_CELLPHONE_MESSAGE,
  duplicateFieldMessage,
  salesTooBigMessage,
  type SalesColumnMapping,
  type SalesImportResult,
  type SalesUpload,
} from './sales-data.schemas';

// The sales-data import through the real stack: the list pipeline's upload (S3), the preview, the
// guessed mappings, the import's counts against leads seeded as the inbound path stores them, the
// overviews' revenue after the import and after Clear, another account's campaign and file, and a file
// over 10,000 records.

const FILES = '/api/sms/sales-data/files';
let alice: TestUser;
let bob: TestUser;
let api: ApiClient;
let bobApi: ApiClient;
let campaignId: number;
let bobCampaignId: number;
let categoryId: number;

const SALES_CSV = [
  'Cell,Amount,Date,Invoice',
  '0821110001,"R 1,000.50",2026-10-10,INV1', // lead (became one on 2026-10-05)
  '0821110001,250,2026-10-11,INV2', // lead
  '+27 82 111 0002,99.95,11/10/2026,INV3', // lead (on 2026-10-06, South African time)
  '0821110003,500,2026-10-12,INV4', // opted out: not a lead
  '0821110004,700,,INV5', // a lead of another campaign only
  '0821110001,250,2026-10-11,INV2', // the same sale again: duplicate
  '12345,100,2026-10-12,INV6', // invalid cellphone
  '0821110005,abc,2026-10-12,INV7', // invalid amount
  '0821110005,-50.00,2026-10-12,REFUND1', // a refund: a sale, not a lead's
].join('\n');

const MAPPINGS = [
  { index: 0, fieldType: 'Cellphone' },
  { index: 1, fieldType: 'Amount' },
  { index: 2, fieldType: 'SaleDate' },
  { index: 3, fieldType: 'Reference' },
];

async function upload(client: ApiClient, name: string, content: string): Promise<number> {
  const done = await uploadFile(client, name, content, FILES);
  expect(done.status).toBe(200);
  return (done.body as { fileId: number }).fileId;
}

const importInto = (client: ApiClient, fileId: number, body: object, startRow = 0) =>
  client.post<SalesImportResult & ErrorBody>(
    `${FILES}/${fileId}/import?startRow=${startRow}&countryIso3166=ZA`,
    body,
  );

const latest = (client: ApiClient, id: number) =>
  client.get<SalesUpload | null>(`/api/sms/sales-data/latest-upload?smsCampaignId=${id}`);

/** The campaign's revenue in the monthly, daily and category overviews. */
async function revenues() {
  const month = await api.post<MonthlyOverviewResponse>('/api/sms/overview/campaign/monthly', {
    year: 2026,
    month: 10,
  });
  const day = await api.post<DailyOverviewResponse>('/api/sms/overview/campaign/daily', {
    date: '2026-10-05',
    rangeMode: false,
  });
  const category = await api.post<CategoryOverviewResponse>('/api/sms/overview/category', {
    fromInclusive: '2026-10-01',
    toInclusive: '2026-10-31',
  });
  const row = (rows: { smsCampaignId: number | null; totalRevenue: number }[]) =>
    rows.find((r) => r.smsCampaignId === campaignId)?.totalRevenue ?? 0;
  return {
    monthly: row(month.body.data),
    daily: row(day.body.data),
    category: category.body.items.find((i) => i.categoryId === categoryId)?.revenue ?? 0,
  };
}

beforeAll(async () => {
  alice = await createAccountWithUser();
  bob = await createAccountWithUser();
  api = new ApiClient();
  bobApi = new ApiClient();
  await api.signIn(alice.email, alice.password);
  await bobApi.signIn(bob.email, bob.password);
  categoryId = await createOverviewCategory(alice.accountId, 'Sales');
  campaignId = await createOverviewCampaign(alice.accountId, categoryId, 'Spring sale');
  const other = await createOverviewCampaign(alice.accountId, categoryId, 'Other campaign');
  bobCampaignId = await createOverviewCampaign(
    bob.accountId,
    await createOverviewCategory(bob.accountId, 'B'),
    'Bob',
  );
  await seedReply(alice.accountId, {
    from: '+27821110001',
    type: 'Lead',
    campaignId,
    receivedAt: sa('2026-10-05 10:00'),
  });
  // A second Lead reply later: the contact became a lead on the first one's day.
  await seedReply(alice.accountId, {
    from: '+27821110001',
    type: 'Lead',
    campaignId,
    receivedAt: sa('2026-10-08 10:00'),
  });
  await seedReply(alice.accountId, {
    from: '+27821110002',
    type: 'Lead',
    campaignId,
    receivedAt: sa('2026-10-06 00:30'), // 2026-10-05 22:30 UTC: the South African 6th
  });
  await seedReply(alice.accountId, { from: '+27821110003', type: 'Optout', campaignId });
  await seedReply(alice.accountId, { from: '+27821110004', type: 'Lead', campaignId: other });
});

describe('sales-data import', () => {
  it('previews, guesses the columns, imports with the counts, and puts matched sales in the overviews', async () => {
    expect((await latest(api, campaignId)).body).toBeNull();
    const fileId = await upload(api, 'october-sales.csv', SALES_CSV);

    const top = await api.get<TopRows>(`${FILES}/${fileId}/top-10-rows`);
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({
      header: { values: ['Cell', 'Amount', 'Date', 'Invoice'] },
      totalRowsCount: 9,
      maxRowCount: 10_000,
      listTooBig: false,
    });
    expect(top.body.rows).toHaveLength(9);

    const guessed = await api.get<SalesColumnMapping[]>(
      `${FILES}/${fileId}/column-mappings?startRow=0&countryIso3166=ZA`,
    );
    expect(guessed.status).toBe(200);
    expect(guessed.body).toEqual([
      { index: 0, name: 'Cell', value: '0821110001', fieldType: 'Cellphone' },
      { index: 1, name: 'Amount', value: 'R 1,000.50', fieldType: 'Amount' },
      { index: 2, name: 'Date', value: '2026-10-10', fieldType: 'SaleDate' },
      { index: 3, name: 'Invoice', value: 'INV1', fieldType: 'Reference' },
    ]);

    const before = await revenues();
    expect(before).toEqual({ monthly: 0, daily: 0, category: 0 });

    const res = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'october-sales.csv',
      columnMappings: guessed.body,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 6, matched: 3, duplicate: 1, invalid: 2 });

    const record = await latest(api, campaignId);
    expect(record.body).toMatchObject({ fileName: 'october-sales.csv', newMatchedLeads: 2 });
    expect(Date.now() - Date.parse(record.body!.uploadedAt)).toBeLessThan(60_000);

    // R 1,000.50 + 250 on the 5th (the first lead's day), 99.95 on the 6th: R 1,350.45 in October.
    expect(await revenues()).toEqual({ monthly: 1350.45, daily: 1250.5, category: 1350.45 });
    const stored = await testDb()
      .selectFrom('sms_sales')
      .select(['cellphone', 'amount'])
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();
    expect(stored.map((s) => [s.cellphone, s.amount])).toEqual([
      ['+27821110001', '1000.50'],
      ['+27821110001', '250.00'],
      ['+27821110002', '99.95'],
      ['+27821110003', '500.00'],
      ['+27821110004', '700.00'],
      ['+27821110005', '-50.00'],
    ]);
  });

  it('counts the sales already imported for the campaign as duplicates, from a new upload of the file', async () => {
    const fileId = await upload(api, 'october-sales-again.csv', SALES_CSV);
    const res = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'october-sales-again.csv',
      columnMappings: MAPPINGS,
    });
    expect(res.body).toEqual({ imported: 0, matched: 0, duplicate: 7, invalid: 2 });
    expect((await latest(api, campaignId)).body).toMatchObject({
      fileName: 'october-sales-again.csv',
      newMatchedLeads: 0,
    });
    expect((await revenues()).monthly).toBe(1350.45);
    // The file was read for good: it is gone.
    const again = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'x.csv',
      columnMappings: MAPPINGS,
    });
    expect(again.status).toBe(400);
  });

  it('refuses mappings without a Cellphone or with a field twice, and a start row past the end', async () => {
    const fileId = await upload(api, 'rules.csv', SALES_CSV);
    const noCell = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'rules.csv',
      columnMappings: [{ index: 1, fieldType: 'Amount' }],
    });
    expect(noCell.status).toBe(400);
    expect(JSON.stringify(noCell.body)).toContain(NO_CELLPHONE_MESSAGE);
    const twice = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'rules.csv',
      columnMappings: [...MAPPINGS, { index: 4, fieldType: 'Amount' }],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(duplicateFieldMessage('Amount'));
    const past = await importInto(
      api,
      fileId,
      { smsCampaignId: campaignId, fileName: 'rules.csv', columnMappings: MAPPINGS },
      9,
    );
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The first row to import is past the end of the file.');
    const malformed = await api.post<ErrorBody>(`${FILES}/${fileId}/import?startRow=0`, {
      smsCampaignId: 'x',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for another account’s campaign or file', async () => {
    const fileId = await upload(api, 'mine.csv', SALES_CSV);
    const bobFile = await upload(bobApi, 'bobs.csv', SALES_CSV);
    const body = { fileName: 'x.csv', columnMappings: MAPPINGS };
    expect((await importInto(api, fileId, { ...body, smsCampaignId: bobCampaignId })).status).toBe(404);
    expect((await importInto(api, bobFile, { ...body, smsCampaignId: campaignId })).status).toBe(404);
    expect((await api.get(`${FILES}/${bobFile}/top-10-rows`)).status).toBe(404);
    expect((await api.get(`${FILES}/${bobFile}/column-mappings?startRow=0`)).status).toBe(404);
    expect((await api.post(`${FILES}/${bobFile}/complete`)).status).toBe(404);
    expect((await latest(api, bobCampaignId)).status).toBe(404);
    expect((await api.post(`/api/sms/sales-data/clear?smsCampaignId=${bobCampaignId}`)).status).toBe(404);
    expect((await api.get(`/api/sms/sales-data/latest-upload?smsCampaignId=abc`)).status).toBe(400);
    // Bob's campaign is untouched; Alice's sales are still there.
    expect((await latest(api, campaignId)).body).not.toBeNull();
  });

  it('says a file over 10,000 records is too big and refuses to import it', async () => {
    const rows = ['Cellphone,Amount'];
    for (let i = 0; i < 10_001; i++) rows.push(`0821${String(i).padStart(6, '0')},10`);
    const fileId = await upload(api, 'too-many.csv', rows.join('\n'));
    const top = await api.get<TopRows>(`${FILES}/${fileId}/top-10-rows`);
    expect(top.body).toMatchObject({ totalRowsCount: 10_001, maxRowCount: 10_000, listTooBig: true });
    const res = await importInto(api, fileId, {
      smsCampaignId: campaignId,
      fileName: 'too-many.csv',
      columnMappings: MAPPINGS.slice(0, 2),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(salesTooBigMessage(10_001));
    expect(res.body.error.message).toBe(
      'The file has 10,001 records, more than the maximum of 10,000 records a sales import allows.',
    );
    const count = await testDb()
      .selectFrom('sms_sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6);
  });

  it('imports exactly 10,000 records in one request', async () => {
    const rows = ['Cellphone,Amount'];
    for (let i = 0; i < 10_000; i++) rows.push(`0831${String(i).padStart(6, '0')},10`);
    const fileId = await upload(api, 'ten-thousand.csv', rows.join('\n'));
    const other = await createOverviewCampaign(alice.accountId, categoryId, 'Big file');
    const res = await importInto(api, fileId, {
      smsCampaignId: other,
      fileName: 'ten-thousand.csv',
      columnMappings: MAPPINGS.slice(0, 2),
    });
    expect(res.body).toEqual({ imported: 10_000, matched: 0, duplicate: 0, invalid: 0 });
  });

  it('clears the campaign’s sales data, and the overviews lose its revenue', async () => {
    const res = await api.post(`/api/sms/sales-data/clear?smsCampaignId=${campaignId}`);
    expect(res.status).toBe(204);
    expect((await latest(api, campaignId)).body).toBeNull();
    expect(await revenues()).toEqual({ monthly: 0, daily: 0, category: 0 });
    // The day stays marked for the hourly consolidation too.
    const marks = await testDb()
      .selectFrom('sms_overview_marks')
      .select('account_id')
      .where('account_id', '=', alice.accountId)
      .execute();
    expect(marks).toHaveLength(2);
  });
});
