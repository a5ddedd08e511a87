import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiAnswer } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { uploadFile } from '../test-support/upload';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { FILE_ERROR_MESSAGES } from './files/file-errors';
import { excelJsWorkbook, zeroBomb, zipOf } from './files/test-files';
import type { ImportJob, QueuedImport, TopRows, UploadedFile } from './lists.schemas';

// Bad files through the real path (presigned upload to S3, the completion check, the wizard's
// reads): each is refused in the user's terms, at the first call that can tell.

let api: ApiClient;
let user: TestUser;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

/** Uploads, then reads the top rows: the first refusal of the two (or the top rows). */
async function firstRefusal(name: string, content: Buffer | string): Promise<ApiAnswer<ErrorBody>> {
  const done = await uploadFile(api, name, content);
  if (done.status !== 200) return done as ApiAnswer<ErrorBody>;
  const fileId = (done.body as UploadedFile).fileId;
  return api.get<ErrorBody>(`/api/lists/files/${fileId}/top-10-rows`);
}

const csv = 'Cellphone,Name\n0821234567,Thandi\n';

describe('bad uploads are refused in the user’s terms', () => {
  it.each([
    [
      'a zip with several files',
      'two.zip',
      async () =>
        zipOf([
          { name: 'a.csv', data: csv },
          { name: 'b.csv', data: csv },
        ]),
      FILE_ERROR_MESSAGES.zipFileCount(),
    ],
    [
      'a nested zip',
      'nested.zip',
      async () => zipOf([{ name: 'inner.zip', data: await zipOf([{ name: 'a.csv', data: csv }]) }]),
      FILE_ERROR_MESSAGES.nestedZip(),
    ],
    [
      'a zip bomb',
      'bomb.zip',
      async () => zeroBomb('contacts.csv', 1100),
      FILE_ERROR_MESSAGES.unzippedTooLarge(),
    ],
    [
      'a corrupt xlsx',
      'broken.xlsx',
      async () =>
        zipOf([
          { name: '[Content_Types].xml', data: '<Types/>' },
          { name: 'xl/workbook.xml', data: '<not-a-workbook' },
        ]),
      FILE_ERROR_MESSAGES.corruptExcel(),
    ],
    [
      'a truncated xlsx',
      'cut.xlsx',
      async () => (await excelJsWorkbook([['Cellphone'], ['0821234567']])).subarray(0, 300),
      null,
    ],
    [
      'an old .xls',
      'old.xls',
      async () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
      FILE_ERROR_MESSAGES.oldExcel(),
    ],
    ['a header-only CSV', 'header.csv', async () => 'Cellphone,Name\n', FILE_ERROR_MESSAGES.noContacts()],
    [
      'a binary file',
      'photo.csv',
      async () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      FILE_ERROR_MESSAGES.notSpreadsheet(),
    ],
  ])('%s', async (_what, name, make, message) => {
    const answer = await firstRefusal(name, await make());
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    if (message) expect(answer.body.error.message).toBe(message);
    else expect(answer.body.error.message).toMatch(/damaged|not a valid/i);
  });
});

describe('an Excel file through the whole path', () => {
  it('previews an .xlsx (dates and numeric phone cells as text) and imports it', async () => {
    const workbook = await excelJsWorkbook(
      [
        ['Cellphone', 'First name', 'Born'],
        [821234567, 'Thandi', new Date(Date.UTC(1990, 4, 17))],
        ['+27 83 765 4321', 'Sipho', new Date(Date.UTC(1985, 0, 2))],
      ],
      { 2: 'yyyy-mm-dd' },
    );
    const done = await uploadFile(api, 'contacts.xlsx', workbook);
    expect(done.status).toBe(200);
    const file = done.body as UploadedFile;
    expect(file.format).toBe('xlsx');
    const top = await api.get<TopRows>(`/api/lists/files/${file.fileId}/top-10-rows`);
    expect(top.body.header.values).toEqual(['Cellphone', 'First name', 'Born']);
    expect(top.body.rows.map((r) => r.values)).toEqual([
      ['821234567', 'Thandi', '1990-05-17'],
      ['+27 83 765 4321', 'Sipho', '1985-01-02'],
    ]);
    const queued = await api.post<QueuedImport>('/api/sms/lists', {
      listName: 'From Excel',
      permissionToContact: true,
      uploadedFileId: file.fileId,
      importRow: 0,
      columnMappings: [
        { index: 0, fieldType: 'Cellphone' },
        { index: 1, fieldType: 'FirstName' },
        { index: 2, fieldType: 'DateOfBirth' },
      ],
    });
    expect(queued.status).toBe(201);
    const job = await eventually(async () => {
      const found = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find(
        (j) => j.id === queued.body.jobId,
      );
      return found?.status === 'Completed' ? found : undefined;
    }, 30_000);
    expect(job.rowsImported).toBe(2);
    const rows = await testDb()
      .selectFrom('sms_list_contacts')
      .select(['cellphone', 'first_name', 'date_of_birth'])
      .where('list_id', '=', queued.body.listId)
      .orderBy('cellphone')
      .execute();
    expect(rows).toEqual([
      { cellphone: '+27821234567', first_name: 'Thandi', date_of_birth: '1990-05-17' },
      { cellphone: '+27837654321', first_name: 'Sipho', date_of_birth: '1985-01-02' },
    ]);
  });
});
