import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { endedJob, rejectedRows } from '../test-support/import-jobs';
import { uploadedFileId } from '../test-support/upload';
import type { QueuedImport, SmsListRow } from './lists.schemas';

// Imports at the volume users bring, with the dirt they bring: the rejected rows once filled the stream
// to S3 that nothing read yet, and the worker waited forever (a 500,000-row file with 5% bad numbers
// stopped at 43,112 rows). Every job must end, with exact counts and the rejected rows downloadable.
let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

const cell = (n: number) => `08${String(30_000_000 + n).padStart(8, '0')}`;
const spaced = (n: number) => {
  const d = String(30_000_000 + n).padStart(8, '0');
  return `+27 8${d.slice(0, 1)} ${d.slice(1, 4)} ${d.slice(4)}`;
};
const INVALID = ['12345', '', '0821abc', '999999999999999', 'n/a'];

/**
 * 500,000 rows in groups of five: one invalid number (five kinds, blank included), one repeat of a number
 * two rows further on (typed another way), three new numbers. So 100,000 invalid, 100,000 duplicates and
 * 300,000 unique valid numbers.
 */
function dirtyCsv(rows: number): string {
  const lines = ['Cellphone,First name,Surname,Notes'];
  let unique = 0;
  for (let i = 0; i < rows; i += 5) {
    const g = i / 5;
    lines.push(`${INVALID[g % INVALID.length]},Bad${g},Row,"has, a comma"`);
    lines.push(`${spaced(unique + 1)},Again${g},Dup,=1+1`);
    for (let k = 0; k < 3; k += 1) lines.push(`${cell(unique + k)},Name${unique + k},Person,ok`);
    unique += 3;
  }
  return lines.join('\r\n');
}

const createBody = (fileId: number, name: string, totalRows: number) => ({
  listName: name,
  description: '',
  countryIso3166: 'ZA',
  exclusionList: false,
  permissionToContact: true,
  uploadedFileId: fileId,
  uploadedFileName: `${name}.csv`,
  importRow: 0,
  totalRows,
  duplicates: 0,
  columnMappings: [
    { index: 0, fieldType: 'Cellphone' },
    { index: 1, fieldType: 'FirstName' },
    { index: 2, fieldType: 'LastName' },
  ],
});

describe('imports at volume with any number of rejected rows', () => {
  it('a 500,000-row file with 100,000 invalid and 100,000 duplicate numbers completes with exact counts', async () => {
    const fileId = await uploadedFileId(api, 'dirty.csv', dirtyCsv(500_000));
    const queued = await api.post<QueuedImport>('/api/sms/lists', createBody(fileId, 'Dirty 500k', 500_000));
    expect(queued.status).toBe(201);
    const job = await endedJob(api, queued.body.jobId!, 180_000);
    expect(job).toMatchObject({
      status: 'Completed',
      rowsProcessed: 500_000,
      rowsInvalid: 100_000,
      rowsImported: 300_000,
      rowsDuplicate: 100_000,
      hasRejectedRows: true,
    });
    const list = (await api.get<SmsListRow>(`/api/sms/lists/${queued.body.listId}`)).body;
    expect(list).toMatchObject({ status: 2, contacts: 300_000 });
    const counted = await testDb()
      .selectFrom('sms_list_contacts')
      .select((eb) => [
        eb.fn.countAll<number>().as('rows'),
        eb.fn.count<number>('cellphone').distinct().as('distinct'),
      ])
      .where('list_id', '=', queued.body.listId)
      .executeTakeFirstOrThrow();
    expect([Number(counted.rows), Number(counted.distinct)]).toEqual([300_000, 300_000]);

    const rejected = await rejectedRows(api, job.id);
    expect(rejected).toHaveLength(100_001);
    expect(rejected[0]).toBe('Row,Reason,Cellphone,First name,Surname,Notes');
    expect(rejected[1]).toBe('2,Not a valid cellphone number,12345,Bad0,Row,"has, a comma"');
    expect(rejected[2]).toBe('7,No cellphone number,,Bad1,Row,"has, a comma"');
    expect(rejected.at(-1)).toBe(`499997,Not a valid cellphone number,n/a,Bad99999,Row,"has, a comma"`);
    expect(
      rejected.slice(1).every((r) => /^\d+,(Not a valid cellphone number|No cellphone number),/.test(r)),
    ).toBe(true);
  }, 240_000);

  it('a file whose 200,000 rows are all invalid completes with no contacts, every row rejected, in bounded memory', async () => {
    const lines = ['Cellphone,Name'];
    for (let i = 0; i < 200_000; i += 1) lines.push(`${INVALID[i % INVALID.length]},Nobody ${i}`);
    const fileId = await uploadedFileId(api, 'all-bad.csv', lines.join('\n'));
    const list = await api.post<{ listId: number }>('/api/sms/lists/empty', { listName: 'All bad' });
    expect(list.status).toBe(201);
    // The job runs in a process of its own, like a worker, so that its peak memory can be read.
    const inserted = await testDb()
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        list_id: list.body.listId,
        user_id: user.id,
        source: 'File',
        uploaded_file_id: fileId,
        source_name: 'all-bad.csv',
        settings: JSON.stringify({
          importRow: 0,
          totalRows: 200_000,
          countryIso3166: 'ZA',
          columnMappings: [{ index: 0, fieldType: 'Cellphone', customFieldId: null }],
        }),
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(inserted.insertId);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/src/test-support/run-import-job.ts', String(jobId)],
      { env: process.env, timeout: 120_000 },
    );
    const { maxRssBytes } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { maxRssBytes: number };
    expect(maxRssBytes).toBeLessThan(400 * 1024 * 1024);
    const job = await endedJob(api, jobId, 10_000);
    expect(job).toMatchObject({
      status: 'Completed',
      rowsProcessed: 200_000,
      rowsInvalid: 200_000,
      rowsImported: 0,
    });
    expect((await api.get<SmsListRow>(`/api/sms/lists/${list.body.listId}`)).body).toMatchObject({
      status: 2,
      contacts: 0,
    });
    const rejected = await rejectedRows(api, jobId);
    expect(rejected).toHaveLength(200_001);
    expect(rejected[200_000]).toBe('200001,Not a valid cellphone number,n/a,Nobody 199999');
  }, 180_000);
});
