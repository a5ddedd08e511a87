import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../lists/lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { uploadFile } from '../test-support/upload';
import { DMA_DOWNLOAD_REFUSED, type DmaUploadJob } from './dma.schemas';

async function signedIn(): Promise<{ user: TestUser; api: ApiClient }> {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

/** A list of the account with these contacts (E.164), made straight in the database. */
async function listWith(
  api: ApiClient,
  name: string,
  contacts: { cellphone: string; id_number?: string }[],
  exclusionList = false,
): Promise<number> {
  const made = await api.post<{ listId: number }>('/api/sms/lists/empty', { listName: name, exclusionList });
  expect(made.status).toBe(201);
  const listId = made.body.listId;
  if (contacts.length)
    await testDb()
      .insertInto('sms_list_contacts')
      .values(
        contacts.map((c) => ({ list_id: listId, cellphone: c.cellphone, id_number: c.id_number ?? null })),
      )
      .execute();
  await testDb()
    .updateTable('sms_lists')
    .set({ contacts: contacts.length })
    .where('id', '=', listId)
    .execute();
  return listId;
}

/** Follows the API's 302 to the file, checking it downloads as an attachment; the file's text. */
async function download(api: ApiClient, path: string, fileName: RegExp): Promise<string> {
  const answer = await api.request('GET', path, { redirect: 'manual' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const file = await fetch(answer.headers.get('location')!);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="(.+)"$/);
  expect(file.headers.get('content-disposition')!.match(/filename="(.+)"/)![1]).toMatch(fileName);
  return file.text();
}

const lines = (text: string) => text.split('\r\n').filter(Boolean);

async function uploadedFileId(api: ApiClient, name: string, content: string | Buffer): Promise<number> {
  const done = await uploadFile(api, name, content);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return (done.body as UploadedFile).fileId;
}

async function finished(api: ApiClient, jobId: number): Promise<DmaUploadJob> {
  return eventually(async () => {
    const jobs = (await api.get<DmaUploadJob[]>('/api/dma/uploads')).body;
    const job = jobs.find((j) => j.id === jobId);
    return job && (job.status === 'Completed' || job.status === 'Failed') ? job : undefined;
  }, 30_000);
}

async function invokeWorker(jobId: number) {
  const res = await fetch(
    `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-dmaImportWorker/invocations`,
    {
      method: 'POST',
      body: JSON.stringify({
        Records: [
          {
            messageId: `redelivery-${jobId}-${Date.now()}`,
            receiptHandle: 'r',
            body: JSON.stringify({ jobId }),
            attributes: { ApproximateReceiveCount: '2' },
            messageAttributes: {},
            eventSource: 'aws:sqs',
          },
        ],
      }),
    },
  );
  return (await res.json()) as { batchItemFailures: { itemIdentifier: string }[] };
}

async function dmaOptoutsOf(accountId: number): Promise<string[]> {
  const rows = await testDb()
    .selectFrom('dma_optouts')
    .select('cellphone')
    .where('account_id', '=', accountId)
    .orderBy('cellphone')
    .execute();
  return rows.map((r) => r.cellphone);
}

async function listsOf(accountId: number) {
  return testDb()
    .selectFrom('sms_lists')
    .select(['name', 'dma_optouts', 'needs_refresh'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .execute();
}

describe('downloads for DMA processing', () => {
  it('answers the distinct cellphone and ID numbers of the account’s lists, without exclusion lists and numbers already suppressed', async () => {
    const { user, api } = await signedIn();
    await listWith(api, 'Customers', [
      { cellphone: '+27820000002', id_number: '8001015009087' },
      { cellphone: '+27820000001', id_number: '800101 5009 087' },
      { cellphone: '+27820000003', id_number: '9002150123088' },
      { cellphone: '+27820000006', id_number: '1234567890123' },
    ]);
    await listWith(api, 'Leads', [{ cellphone: '+27820000002' }, { cellphone: '+27820000004' }]);
    await listWith(api, 'Staff', [{ cellphone: '+27820000005', id_number: '7512314441087' }], true);
    const db = testDb();
    await db
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: '+27820000003' })
      .execute();
    await db
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27820000004' })
      .execute();
    const stranger = await signedIn();
    await listWith(stranger.api, 'Theirs', [{ cellphone: '+27829999999', id_number: '9002150123088' }]);

    const cellphones = await download(
      api,
      '/api/dma/cellphones',
      /^dma-cellphone-numbers-\d{4}-\d\d-\d\d\.csv$/,
    );
    expect(lines(cellphones)).toEqual(['Cellphone', '27820000001', '27820000002', '27820000006']);

    const ids = await download(api, '/api/dma/id-numbers', /^dma-id-numbers-\d{4}-\d\d-\d\d\.csv$/);
    expect(lines(ids)).toEqual(['ID Number', '8001015009087']);
  });

  it('answers a header-only file for an account without contacts', async () => {
    const { api } = await signedIn();
    expect(await download(api, '/api/dma/cellphones', /\.csv$/)).toBe('Cellphone\r\n');
  });

  it('refuses both downloads with a clear message when the account’s downloads are limited', async () => {
    const { user, api } = await signedIn();
    await testDb()
      .updateTable('accounts')
      .set({ limit_downloads: 1 })
      .where('id', '=', user.accountId)
      .execute();
    for (const path of ['/api/dma/cellphones', '/api/dma/id-numbers']) {
      const answer = await api.request<ErrorBody>('GET', path, { redirect: 'manual' });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN', message: DMA_DOWNLOAD_REFUSED });
    }
  });
});

describe('uploading the file the DMA returned', () => {
  let user: TestUser;
  let api: ApiClient;
  let job: DmaUploadJob;

  const FILE = [
    'Name,Cellphone',
    'A,0820000001',
    'B,+27 82 000 0002',
    'C,27820000004',
    'D,12345',
    'E,082 000 0001',
    'F,',
    'G,0820000003',
    'H,0829999999',
  ].join('\n');

  beforeAll(async () => {
    ({ user, api } = await signedIn());
    await listWith(
      api,
      'One',
      ['+27820000001', '+27820000002', '+27820000003', '+27820000004'].map((cellphone) => ({ cellphone })),
    );
    await listWith(api, 'Two', [{ cellphone: '+27820000003' }, { cellphone: '+27820000005' }]);
    await testDb()
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: '+27820000004' })
      .execute();
    const fileId = await uploadedFileId(api, 'dma-return.csv', FILE);

    const queued = await api.post<DmaUploadJob>('/api/dma/uploads', { uploadedFileId: fileId });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ fileName: 'dma-return.csv', status: 'Queued', rowsAdded: 0 });
    job = await finished(api, queued.body.id);
  });

  it('adds valid numbers once as E.164, and counts added, already present, duplicate and invalid rows', async () => {
    expect(job).toMatchObject({
      status: 'Completed',
      cellphoneColumn: 'Cellphone',
      rowsTotal: 8,
      rowsAdded: 4,
      rowsAlreadyPresent: 1,
      rowsDuplicate: 1,
      rowsInvalid: 2,
      errorMessage: null,
    });
    expect(job.finishedDate).not.toBeNull();
    expect(await dmaOptoutsOf(user.accountId)).toEqual([
      '+27820000001',
      '+27820000002',
      '+27820000003',
      '+27820000004',
      '+27829999999',
    ]);
  });

  it('recounts the DMA opt-outs of every list of the account and clears Pending refresh', async () => {
    expect(await listsOf(user.accountId)).toEqual([
      { name: 'One', dma_optouts: 4, needs_refresh: 0 },
      { name: 'Two', dma_optouts: 1, needs_refresh: 0 },
    ]);
    const page = await api.post<{ rows: { name: string; dmaOptouts: number; needsRefresh: boolean }[] }>(
      '/api/sms/lists/all',
      {},
    );
    expect(page.body.rows.map((r) => [r.name, r.dmaOptouts, r.needsRefresh])).toEqual([
      ['One', 4, false],
      ['Two', 1, false],
    ]);
  });

  it('does nothing more when SQS delivers the message again, or when a run that died after applying is retried', async () => {
    const before = await dmaOptoutsOf(user.accountId);
    expect((await invokeWorker(job.id)).batchItemFailures).toEqual([]);
    await testDb()
      .updateTable('dma_upload_jobs')
      .set({ status: 'InProgress' })
      .where('id', '=', job.id)
      .execute();
    expect((await invokeWorker(job.id)).batchItemFailures).toEqual([]);
    const again = (await api.get<DmaUploadJob[]>('/api/dma/uploads')).body.find((j) => j.id === job.id)!;
    expect(again).toEqual({ ...job, finishedDate: again.finishedDate });
    expect(again.status).toBe('Completed');
    expect(await dmaOptoutsOf(user.accountId)).toEqual(before);
    expect((await listsOf(user.accountId)).map((l) => l.dma_optouts)).toEqual([4, 1]);
  });

  it('starts over when a run died before applying: what it had staged is forgotten, the counts come from the file', async () => {
    const db = testDb();
    const fileId = await uploadedFileId(api, 'second.csv', 'Cellphone\n0820000005\n0820000001\n');
    const { insertId } = await db
      .insertInto('dma_upload_jobs')
      .values({
        account_id: user.accountId,
        user_id: user.id,
        uploaded_file_id: fileId,
        file_name: 'second.csv',
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(insertId);
    await db
      .updateTable('dma_upload_jobs')
      .set({ status: 'InProgress', started_at: new Date() })
      .where('id', '=', jobId)
      .execute();
    await db.insertInto('dma_upload_numbers').values({ job_id: jobId, cellphone: '+27820000777' }).execute();
    await db
      .updateTable('sms_lists')
      .set({ needs_refresh: 1 })
      .where('account_id', '=', user.accountId)
      .execute();

    expect((await invokeWorker(jobId)).batchItemFailures).toEqual([]);
    const done = (await api.get<DmaUploadJob[]>('/api/dma/uploads')).body.find((j) => j.id === jobId)!;
    expect(done).toMatchObject({
      status: 'Completed',
      rowsTotal: 2,
      rowsAdded: 1,
      rowsAlreadyPresent: 1,
      rowsDuplicate: 0,
    });
    expect(await dmaOptoutsOf(user.accountId)).not.toContain('+27820000777');
    expect(await dmaOptoutsOf(user.accountId)).toContain('+27820000005');
    expect(await listsOf(user.accountId)).toEqual([
      { name: 'One', dma_optouts: 4, needs_refresh: 0 },
      { name: 'Two', dma_optouts: 2, needs_refresh: 0 },
    ]);
    const staged = await db
      .selectFrom('dma_upload_numbers')
      .select('cellphone')
      .where('job_id', '=', jobId)
      .execute();
    expect(staged).toEqual([]);
  });

  it('keeps lists Pending refresh while another DMA upload of the account is still queued', async () => {
    const db = testDb();
    const fileId = await uploadedFileId(api, 'third.csv', 'Cellphone\n0820000002\n');
    const { insertId } = await db
      .insertInto('dma_upload_jobs')
      .values({
        account_id: user.accountId,
        user_id: user.id,
        uploaded_file_id: fileId,
        file_name: 'waiting.csv',
      })
      .executeTakeFirstOrThrow();
    const queued = await api.post<DmaUploadJob>('/api/dma/uploads', { uploadedFileId: fileId });
    await finished(api, queued.body.id);
    expect((await listsOf(user.accountId)).map((l) => l.needs_refresh)).toEqual([1, 1]);
    await invokeWorker(Number(insertId));
    expect((await listsOf(user.accountId)).map((l) => l.needs_refresh)).toEqual([0, 0]);
  });

  it('lists only the account’s own uploads, newest first', async () => {
    const mine = (await api.get<DmaUploadJob[]>('/api/dma/uploads')).body;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.map((j) => j.id)).toEqual([...mine.map((j) => j.id)].sort((a, b) => b - a));
    const stranger = await signedIn();
    expect((await stranger.api.get<DmaUploadJob[]>('/api/dma/uploads')).body).toEqual([]);
  });
});

describe('refused DMA uploads', () => {
  it('fails a header-only file, and a file without any valid number, with a message saying why', async () => {
    const { user, api } = await signedIn();
    await listWith(api, 'Only', [{ cellphone: '+27820000001' }]);
    const headerOnly = await api.post<DmaUploadJob>('/api/dma/uploads', {
      uploadedFileId: await uploadedFileId(api, 'header.csv', 'Cellphone\n'),
    });
    expect(headerOnly.status).toBe(202);
    expect(await finished(api, headerOnly.body.id)).toMatchObject({
      status: 'Failed',
      errorMessage: 'The file has a header row but no cellphone numbers.',
      rowsAdded: 0,
    });
    const noNumbers = await api.post<DmaUploadJob>('/api/dma/uploads', {
      uploadedFileId: await uploadedFileId(api, 'words.csv', 'Cellphone\nnot a number\nneither\n'),
    });
    const failed = await finished(api, noNumbers.body.id);
    expect(failed.status).toBe('Failed');
    expect(failed.errorMessage).toMatch(
      /^None of the 2 rows has a valid cellphone number in column "Cellphone"/,
    );
    expect(await dmaOptoutsOf(user.accountId)).toEqual([]);
    expect(await listsOf(user.accountId)).toEqual([{ name: 'Only', dma_optouts: 0, needs_refresh: 0 }]);
  });

  it('refuses a file that is not a spreadsheet, another account’s file, and a missing file id', async () => {
    const { api } = await signedIn();
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const start = await api.post<{ fileId: number; upload: { url: string } }>('/api/lists/files', {
      fileName: 'photo.png',
      size: png.length,
    });
    const notReady = await api.post<ErrorBody>('/api/dma/uploads', { uploadedFileId: start.body.fileId });
    expect(notReady.status).toBe(400);
    expect(notReady.body.error.fields?.uploadedFileId?.[0]).toMatch(/did not finish uploading/);
    expect((await fetch(start.body.upload.url, { method: 'PUT', body: png })).status).toBeLessThan(300);
    expect((await api.post(`/api/lists/files/${start.body.fileId}/complete`)).status).toBe(400);
    const rejected = await api.post<ErrorBody>('/api/dma/uploads', { uploadedFileId: start.body.fileId });
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.message).toBe('The file is not a CSV or Excel file.');

    const stranger = await signedIn();
    const theirs = await uploadedFileId(stranger.api, 'theirs.csv', 'Cellphone\n0820000001\n');
    const foreign = await api.post<ErrorBody>('/api/dma/uploads', { uploadedFileId: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('The file was not found.');
    expect((await api.post('/api/dma/uploads', { uploadedFileId: 999_999_999 })).status).toBe(404);
    const missing = await api.post<ErrorBody>('/api/dma/uploads', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.uploadedFileId).toEqual(['Please upload the file the DMA returned.']);
    expect((await api.get<DmaUploadJob[]>('/api/dma/uploads')).body).toEqual([]);
  });

  it('still accepts uploads when downloads are limited: adding opt-outs reveals nothing', async () => {
    const { user, api } = await signedIn();
    await testDb()
      .updateTable('accounts')
      .set({ limit_downloads: 1 })
      .where('id', '=', user.accountId)
      .execute();
    const queued = await api.post<DmaUploadJob>('/api/dma/uploads', {
      uploadedFileId: await uploadedFileId(api, 'limited.csv', '0820000001\n'),
    });
    expect(queued.status).toBe(202);
    expect(await finished(api, queued.body.id)).toMatchObject({
      status: 'Completed',
      rowsAdded: 1,
      cellphoneColumn: 'Column 1',
    });
  });
});
