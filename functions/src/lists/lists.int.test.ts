import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { uploadFile } from '../test-support/upload';
import type { ColumnMapping, TopRows, UploadedFile } from './lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';

let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

const CSV = [
  '\uFEFFFirst name;Surname;Cellphone;E-mail;Notes',
  'Thandi;Dlamini;082 123 4567;thandi@example.test;"line one',
  'line two"',
  '',
  'Sipho;Nkosi;+27 82 765 4321;sipho@example.test;ok',
  'Dup;Licate;0821234567;dup@example.test;same number as Thandi',
  'Bad;Number;12345;bad@example.test;invalid',
].join('\r\n');

describe('uploading a contact file and reading it for the wizard', () => {
  it('uploads to S3 through a presigned POST, checks it, and answers top rows, mappings and duplicates', async () => {
    const done = await uploadFile(api, 'contacts.csv', CSV);
    expect(done.status).toBe(200);
    const file = done.body as UploadedFile;
    expect(file).toMatchObject({ fileName: 'contacts.csv', format: 'csv', size: Buffer.byteLength(CSV) });

    const top = await api.get<TopRows>(`/api/lists/files/${file.fileId}/top-10-rows`);
    expect(top.status).toBe(200);
    expect(top.body.header.values).toEqual(['First name', 'Surname', 'Cellphone', 'E-mail', 'Notes']);
    expect(top.body.rows[0]!.values).toEqual([
      'Thandi',
      'Dlamini',
      '082 123 4567',
      'thandi@example.test',
      expect.stringMatching(/^line one\r?\nline two$/),
    ]);
    expect(top.body).toMatchObject({ totalRowsCount: 4, listTooBig: false, maxRowCount: 500000 });

    const mappings = await api.get<ColumnMapping[]>(
      `/api/lists/files/${file.fileId}/column-mappings?startRow=0&countryIso3166=ZA`,
    );
    expect(mappings.status).toBe(200);
    expect(mappings.body.map((m) => m.fieldType)).toEqual([
      'FirstName',
      'LastName',
      'Cellphone',
      'Email',
      null,
    ]);

    const dups = await api.get(
      `/api/lists/files/${file.fileId}/duplicates?startRow=0&keyColumn=2&countryIso3166=ZA`,
    );
    expect(dups.status).toBe(200);
    expect(dups.body).toMatchObject({ duplicates: 1, invalid: 1 });
  });

  it('refuses a file that is not a CSV or Excel file, an empty file and an oversized announcement, in the user’s terms', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const refused = await uploadFile(api, 'photo.png', png);
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.fields?.file?.[0]).toMatch(/CSV or Excel/);

    const empty = await api.post<ErrorBody>('/api/lists/files', { fileName: 'empty.csv', size: 0 });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ size: ['The file is empty.'] });
    const huge = await api.post<ErrorBody>('/api/lists/files', {
      fileName: 'huge.csv',
      size: 100 * 1024 * 1024 + 1,
    });
    expect(huge.body.error.fields).toEqual({ size: ['The file is larger than 100 MB.'] });
  });

  it('refuses to read a file whose upload never arrived, and hides other accounts’ files (404)', async () => {
    const start = await api.post<{ fileId: number }>('/api/lists/files', { fileName: 'never.csv', size: 10 });
    const complete = await api.post<ErrorBody>(`/api/lists/files/${start.body.fileId}/complete`);
    expect(complete.status).toBe(400);
    expect(complete.body.error.message).toBe('The file did not finish uploading. Please upload it again.');
    expect((await api.get(`/api/lists/files/${start.body.fileId}/top-10-rows`)).status).toBe(400);

    const done = await uploadFile(api, 'mine.csv', 'Cellphone\n0821234567\n');
    const fileId = (done.body as UploadedFile).fileId;
    const stranger = await createAccountWithUser();
    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    for (const path of [
      `/api/lists/files/${fileId}/top-10-rows`,
      `/api/lists/files/${fileId}/column-mappings?startRow=0`,
      `/api/lists/files/${fileId}/duplicates?startRow=0&keyColumn=0`,
    ]) {
      expect((await strangerApi.get(path)).status, path).toBe(404);
    }
    expect((await strangerApi.post(`/api/lists/files/${fileId}/complete`)).status).toBe(404);
  });

  it('refuses an upload of another size than announced, and a key other than the file’s own', async () => {
    const start = await api.post<{ fileId: number; upload: { url: string } }>('/api/lists/files', {
      fileName: 'sneaky.csv',
      size: 10,
    });
    const bigger = await fetch(start.body.upload.url, { method: 'PUT', body: 'Cellphone\n0821234567\n' });
    expect(bigger.status).toBeGreaterThanOrEqual(400);
    const otherKey = start.body.upload.url.replace(/\/\d+\?/, '/999999?');
    expect((await fetch(otherKey, { method: 'PUT', body: '0123456789' })).status).toBeGreaterThanOrEqual(400);
    // Even if storage let a wrong size through, the completion check compares it with the announcement.
    expect((await api.post<ErrorBody>(`/api/lists/files/${start.body.fileId}/complete`)).status).toBe(400);
  });
});

describe('SMS lists', () => {
  it('creates an empty list, lists, sorts, searches, gets and deletes it; refuses while an import is queued', async () => {
    const owner = await createAccountWithUser();
    const ownerApi = new ApiClient();
    await ownerApi.signIn(owner.email, owner.password);
    const made: number[] = [];
    for (const name of ['Zulu 50%', 'alpha', 'Mike']) {
      const r = await ownerApi.post<{ listId: number; jobId: null }>('/api/sms/lists/empty', {
        listName: name,
        exclusionList: name === 'Mike',
      });
      expect(r.status).toBe(201);
      made.push(r.body.listId);
    }
    const page = await ownerApi.post<{
      rows: { name: string; status: number; exclusionList: boolean; countryIso3166: string }[];
      totalRows: number;
    }>('/api/sms/lists/all', {});
    expect(page.body.totalRows).toBe(3);
    expect(page.body.rows.map((r) => r.name)).toEqual(['alpha', 'Mike', 'Zulu 50%']);
    expect(page.body.rows[1]).toMatchObject({ status: 2, exclusionList: true, countryIso3166: 'ZA' });
    const search = await ownerApi.post<{ rows: { name: string }[] }>('/api/sms/lists/all', {
      filter: ' 50% ',
    });
    expect(search.body.rows.map((r) => r.name)).toEqual(['Zulu 50%']);
    expect(
      (await ownerApi.post('/api/sms/lists/all', { sort: { field: 'secret', direction: 'asc' } })).status,
    ).toBe(400);

    const blank = await ownerApi.post<ErrorBody>('/api/sms/lists/empty', { listName: '  ' });
    expect(blank.body.error.fields).toEqual({ listName: ['List name is required'] });

    await testDb().updateTable('sms_lists').set({ status: 0 }).where('id', '=', made[0]!).execute();
    const busy = await ownerApi.request('DELETE', `/api/sms/lists/${made[0]}`);
    expect(busy.status).toBe(409);
    expect((await ownerApi.request('DELETE', `/api/sms/lists/${made[1]}`)).status).toBe(204);
    expect((await ownerApi.get(`/api/sms/lists/${made[1]}`)).status).toBe(404);
    expect((await ownerApi.get(`/api/sms/lists/${made[2]}`)).body).toMatchObject({
      name: 'Mike',
      listName: 'Mike',
    });

    const strangerApi = new ApiClient();
    const stranger = await createAccountWithUser();
    await strangerApi.signIn(stranger.email, stranger.password);
    expect((await strangerApi.get(`/api/sms/lists/${made[2]}`)).status).toBe(404);
    expect((await strangerApi.request('DELETE', `/api/sms/lists/${made[2]}`)).status).toBe(404);
    expect((await strangerApi.post<{ totalRows: number }>('/api/sms/lists/all', {})).body.totalRows).toBe(0);
  });
});

describe('editing a list and reading its contacts', () => {
  it('renames a list, pages and searches its contacts with opt-out flags, and keeps other accounts out', async () => {
    const owner = await createAccountWithUser();
    const ownerApi = new ApiClient();
    await ownerApi.signIn(owner.email, owner.password);
    const { listId } = (
      await ownerApi.post<{ listId: number }>('/api/sms/lists/empty', { listName: 'Before' })
    ).body;
    const db = testDb();
    await db
      .insertInto('sms_list_contacts')
      .values(
        ['+27820000001', '+27820000002', '+27820000003'].map((cellphone, i) => ({
          list_id: listId,
          cellphone,
          first_name: ['Ann', 'Ben', 'Cara'][i]!,
        })),
      )
      .execute();
    // The import keeps a Completed list's contacts counter (the contacts page's total); do as it does.
    await db.updateTable('sms_lists').set({ contacts: 3 }).where('id', '=', listId).execute();
    await db
      .insertInto('sms_optouts')
      .values({ account_id: owner.accountId, cellphone: '+27820000002' })
      .execute();

    expect(
      (
        await ownerApi.request('PATCH', `/api/sms/lists/${listId}`, {
          json: { listName: ' After ', description: 'Now described' },
        })
      ).status,
    ).toBe(204);
    expect((await ownerApi.get(`/api/sms/lists/${listId}`)).body).toMatchObject({
      name: 'After',
      description: 'Now described',
    });
    const blank = await ownerApi.request<ErrorBody>('PATCH', `/api/sms/lists/${listId}`, {
      json: { listName: '' },
    });
    expect(blank.body.error.fields).toEqual({ listName: ['List name is required'] });

    const page = await ownerApi.get<{ rows: { cellphone: string; optedOut: boolean }[]; totalRows: number }>(
      `/api/sms/lists/${listId}/contacts?page=1&rowsPerPage=2`,
    );
    expect(page.body.totalRows).toBe(3);
    expect(page.body.rows).toMatchObject([
      { cellphone: '+27820000001', optedOut: false },
      { cellphone: '+27820000002', optedOut: true },
    ]);
    const search = await ownerApi.get<{ rows: { firstName: string }[] }>(
      `/api/sms/lists/${listId}/contacts?search=car`,
    );
    expect(search.body.rows.map((r) => r.firstName)).toEqual(['Cara']);
    expect((await ownerApi.get(`/api/sms/lists/${listId}/contacts?rowsPerPage=1000`)).status).toBe(400);

    const stranger = await createAccountWithUser();
    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    expect((await strangerApi.get(`/api/sms/lists/${listId}/contacts`)).status).toBe(404);
    expect(
      (await strangerApi.request('PATCH', `/api/sms/lists/${listId}`, { json: { listName: 'Hacked' } }))
        .status,
    ).toBe(404);

    await db.updateTable('accounts').set({ limit_downloads: 1 }).where('id', '=', owner.accountId).execute();
    expect((await ownerApi.get(`/api/sms/lists/${listId}/contacts`)).status).toBe(403);
  });
});
