import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import {
  createAccountWithUser,
  eventually,
  mailboxFor,
  testDb,
  type TestUser,
} from '../test-support/fixtures';
import { deliverToWorker } from '../test-support/functions';
import { uploadedFileId } from '../test-support/upload';
import type { ImportJob, QueuedImport, SmsListRow } from './lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';

let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

const CSV = [
  'Cellphone,First name,Surname,Notes',
  '082 123 4567,Thandi,Dlamini,=HYPERLINK("evil")',
  '+27 82 765 4321,Sipho,Nkosi,ok',
  '0821234567,Dup,Licate,same as Thandi',
  '12345,Bad,Number,invalid',
  ',No,Number,empty',
  '0831112222,Lerato,Mokoena,ok',
].join('\n');

const mappings = [
  { index: 0, fieldType: 'Cellphone' },
  { index: 1, fieldType: 'FirstName' },
  { index: 2, fieldType: 'LastName' },
];

const createBody = (fileId: number, extra: object = {}) => ({
  listName: `Imported ${fileId}`,
  description: 'From a CSV',
  countryIso3166: 'ZA',
  exclusionList: false,
  permissionToContact: true,
  uploadedFileId: fileId,
  uploadedFileName: 'contacts.csv',
  importRow: 0,
  totalRows: 6,
  duplicates: 1,
  columnMappings: mappings,
  ...extra,
});

async function completedList(listId: number): Promise<SmsListRow> {
  return eventually(async () => {
    const list = (await api.get<SmsListRow>(`/api/sms/lists/${listId}`)).body;
    return list.status === 2 ? list : undefined;
  }, 30_000);
}

async function jobOf(jobId: number): Promise<ImportJob> {
  return (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId)!;
}

describe('importing a list from an uploaded file, through the queue and the worker', () => {
  it('imports valid numbers once as E.164, rejects the rest with reasons, counts opt-outs, and e-mails the user', async () => {
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27831112222' })
      .execute();
    const fileId = await uploadedFileId(api, 'contacts.csv', CSV);
    const queued = await api.post<QueuedImport>('/api/sms/lists', createBody(fileId));
    expect(queued.status).toBe(201);
    expect((await api.get<SmsListRow>(`/api/sms/lists/${queued.body.listId}`)).body.status).not.toBe(
      undefined,
    );

    const list = await completedList(queued.body.listId);
    expect(list).toMatchObject({ contacts: 3, optouts: 1, dmaOptouts: 0, status: 2 });
    const contacts = await testDb()
      .selectFrom('sms_list_contacts')
      .select(['cellphone', 'first_name', 'last_name'])
      .where('list_id', '=', list.id)
      .orderBy('cellphone')
      .execute();
    expect(contacts).toEqual([
      { cellphone: '+27821234567', first_name: 'Thandi', last_name: 'Dlamini' },
      { cellphone: '+27827654321', first_name: 'Sipho', last_name: 'Nkosi' },
      { cellphone: '+27831112222', first_name: 'Lerato', last_name: 'Mokoena' },
    ]);

    const job = await jobOf(queued.body.jobId!);
    expect(job).toMatchObject({
      status: 'Completed',
      source: 'File',
      rowsTotal: 6,
      rowsProcessed: 6,
      rowsImported: 3,
      rowsDuplicate: 1,
      rowsInvalid: 2,
      optouts: 1,
      hasRejectedRows: true,
    });

    const download = await api.request('GET', `/api/lists/import-jobs/${job.id}/rejected-rows`, {
      redirect: 'manual',
    });
    expect(download.status).toBe(302);
    const csv = await (await fetch(download.headers.get('location')!)).text();
    expect(csv.split(/\r\n/).filter(Boolean)).toEqual([
      'Row,Reason,Cellphone,First name,Surname,Notes',
      '5,Not a valid cellphone number,12345,Bad,Number,invalid',
      '6,No cellphone number,,No,Number,empty',
    ]);

    const mail = await eventually(async () => {
      const m = await mailboxFor(user.email);
      return m.find((x) => x.subject === `Your list "Imported ${fileId}" is ready`);
    });
    expect(mail.text).toContain('now holds 3 contacts');
  });

  it('imports into an existing list without duplicating contacts it already has', async () => {
    const fileId = await uploadedFileId(api, 'first.csv', CSV);
    const queued = await api.post<QueuedImport>('/api/sms/lists', createBody(fileId));
    await completedList(queued.body.listId);
    const second = await uploadedFileId(
      api,
      'second.csv',
      'Mobile,Name\n0821234567,Again\n0847778888,New person\n',
    );
    const answer = await api.post<QueuedImport>(`/api/sms/lists/${queued.body.listId}/import`, {
      permissionToContact: true,
      uploadedFileId: second,
      importRow: 0,
      columnMappings: [
        { index: 0, fieldType: 'Cellphone' },
        { index: 1, fieldType: 'FirstName' },
      ],
    });
    expect(answer.status).toBe(202);
    const list = await completedList(queued.body.listId);
    expect(list.contacts).toBe(4);
    expect(await jobOf(answer.body.jobId!)).toMatchObject({
      rowsImported: 1,
      rowsDuplicate: 1,
      status: 'Completed',
    });
  });

  it('finishes a job exactly once when a worker died halfway and the message comes again', async () => {
    const fileId = await uploadedFileId(api, 'crash.csv', CSV);
    const list = await api.post<QueuedImport>('/api/sms/lists/empty', { listName: `Crash ${fileId}` });
    const db = testDb();
    // What a worker that died halfway leaves behind: the job InProgress with a lease that ran out, and
    // some of its contacts stored.
    const inserted = await db
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        list_id: list.body.listId,
        user_id: user.id,
        source: 'File',
        uploaded_file_id: fileId,
        source_name: 'crash.csv',
        settings: JSON.stringify({
          importRow: 0,
          totalRows: 6,
          countryIso3166: 'ZA',
          columnMappings: mappings,
        }),
        status: 'InProgress',
        attempts: 1,
        lease_owner: 'dead-worker',
        lease_expires_at: new Date(Date.now() - 60_000),
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(inserted.insertId);
    await db.updateTable('sms_lists').set({ status: 1 }).where('id', '=', list.body.listId).execute();
    await db
      .insertInto('sms_list_contacts')
      .values({ list_id: list.body.listId, import_job_id: jobId, cellphone: '+27821234567', source_row: 2 })
      .execute();

    const answer = await deliverToWorker('listImportWorker', 'list-imports', { jobId });
    expect(answer.batchItemFailures).toEqual([]);
    const done = await completedList(list.body.listId);
    expect(done.contacts).toBe(3);
    expect(await jobOf(jobId)).toMatchObject({
      status: 'Completed',
      rowsImported: 3,
      rowsDuplicate: 1,
      rowsInvalid: 2,
    });
    const rows = await db
      .selectFrom('sms_list_contacts')
      .select('cellphone')
      .where('list_id', '=', list.body.listId)
      .execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.cellphone)).size).toBe(rows.length);
  });

  it('fails a file with more rows than a list may hold, with the limit in the message, and imports nothing', async () => {
    const rows = ['Cellphone'];
    for (let i = 0; i < 500_001; i += 1) rows.push(`08${String(20000000 + i).padStart(8, '0')}`);
    const fileId = await uploadedFileId(api, 'too-big.csv', rows.join('\n'));
    const queued = await api.post<QueuedImport>(
      '/api/sms/lists',
      createBody(fileId, { columnMappings: [{ index: 0, fieldType: 'Cellphone' }] }),
    );
    const list = await completedList(queued.body.listId);
    expect(list.contacts).toBe(0);
    const job = await jobOf(queued.body.jobId!);
    expect(job.status).toBe('Failed');
    expect(job.errorMessage).toMatch(/500,001.*500,000/);
  }, 90_000);

  it('refuses mappings without a Cellphone column, with a duplicated field type, or without permission', async () => {
    const fileId = await uploadedFileId(api, 'm.csv', CSV);
    const noCell = await api.post<ErrorBody>(
      '/api/sms/lists',
      createBody(fileId, { columnMappings: [{ index: 1, fieldType: 'FirstName' }] }),
    );
    expect(noCell.body.error.fields).toEqual({ columnMappings: ['You must map a Cellphone column.'] });
    const dup = await api.post<ErrorBody>(
      '/api/sms/lists',
      createBody(fileId, { columnMappings: [...mappings, { index: 3, fieldType: 'FirstName' }] }),
    );
    expect(dup.body.error.fields).toEqual({
      'columnMappings.3.fieldType': [
        'Duplicate field type: FirstName. Column type must only map to a single column.',
      ],
    });
    const noPermission = await api.post<ErrorBody>(
      '/api/sms/lists',
      createBody(fileId, { permissionToContact: false }),
    );
    expect(noPermission.body.error.fields).toEqual({
      permissionToContact: ['You must have permission to contact people before importing their details...'],
    });
    const noName = await api.post<ErrorBody>('/api/sms/lists', createBody(fileId, { listName: '' }));
    expect(noName.body.error.fields).toEqual({ listName: ['List name is required'] });
  });

  it('hides other accounts’ files, lists and jobs (404) and refuses a second import while one runs (409)', async () => {
    const fileId = await uploadedFileId(api, 'private.csv', CSV);
    const stranger = await createAccountWithUser();
    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    expect((await strangerApi.post('/api/sms/lists', createBody(fileId))).status).toBe(404);

    const queued = await api.post<QueuedImport>('/api/sms/lists', createBody(fileId));
    const importBody = {
      permissionToContact: true,
      uploadedFileId: fileId,
      importRow: 0,
      columnMappings: mappings,
    };
    expect((await strangerApi.post(`/api/sms/lists/${queued.body.listId}/import`, importBody)).status).toBe(
      404,
    );
    expect((await strangerApi.get(`/api/lists/import-jobs/${queued.body.jobId}/rejected-rows`)).status).toBe(
      404,
    );
    expect((await strangerApi.get<ImportJob[]>('/api/lists/import-jobs')).body).toEqual([]);

    await completedList(queued.body.listId);
    // As if another import of the list were running now.
    await testDb().updateTable('sms_lists').set({ status: 1 }).where('id', '=', queued.body.listId).execute();
    expect((await api.post(`/api/sms/lists/${queued.body.listId}/import`, importBody)).status).toBe(409);
  });
});
