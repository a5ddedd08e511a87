import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../scripts/db/demo-data';
import { EXPORT_REFUSED } from '../list-exports/list-exports.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { bucketOf, deleteAllVersions, s3 } from '../platform/storage/s3';
import { tenantScopeFor } from '../platform/tenancy';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { FILE_ERROR_MESSAGES } from './files/file-errors';
import type { ImportJob, QueuedImport, TopRows, UploadedFile } from './lists.schemas';
import { expireUpload, UPLOAD_EXPIRED_MESSAGE } from './uploads.service';

// The checked bytes are the imported bytes (a file PUT again through the same presigned URL after the
// completion call is never read), uploads are deleted once their job ended, and the rejected-rows
// download is refused like the other downloads when the account's downloads are limited.

let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

// Same size on purpose: the presigned PUT signs Content-Length, so only a same-size file can replace it.
const CHECKED = 'Cellphone,First name\n0821234567,Thandi\n0827654321,Sipho\n12345,Bad\n';
const SWAPPED = 'Cellphone,First name\n0831111111,Mallor\n0832222222,Eve12\n67890,Bad\n';

async function announceAndPut(
  client: ApiClient,
  name: string,
  content: string,
): Promise<{ fileId: number; url: string }> {
  const start = await client.post<{ fileId: number; upload: { url: string } }>('/api/lists/files', {
    fileName: name,
    size: Buffer.byteLength(content),
  });
  expect(start.status).toBe(201);
  // No checksum of an empty body signed into the URL: real S3 would refuse every upload through it.
  expect(start.body.upload.url).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
  const put = await fetch(start.body.upload.url, { method: 'PUT', body: content });
  expect(put.status).toBeLessThan(300);
  return { fileId: start.body.fileId, url: start.body.upload.url };
}

async function uploaded(client: ApiClient, name: string, content: string): Promise<number> {
  const { fileId } = await announceAndPut(client, name, content);
  const done = await client.post<UploadedFile>(`/api/lists/files/${fileId}/complete`);
  expect(done.status).toBe(200);
  return fileId;
}

async function importInto(client: ApiClient, fileId: number): Promise<QueuedImport> {
  const queued = await client.post<QueuedImport>('/api/sms/lists', {
    listName: `Checked ${fileId}`,
    permissionToContact: true,
    uploadedFileId: fileId,
    importRow: 0,
    columnMappings: [
      { index: 0, fieldType: 'Cellphone' },
      { index: 1, fieldType: 'FirstName' },
    ],
  });
  expect(queued.status).toBe(201);
  return queued.body;
}

async function finished(client: ApiClient, jobId: number): Promise<ImportJob> {
  return eventually(async () => {
    const jobs = (await client.get<ImportJob[]>('/api/lists/import-jobs')).body;
    const job = jobs.find((j) => j.id === jobId);
    return job && (job.status === 'Completed' || job.status === 'Failed') ? job : undefined;
  }, 30_000);
}

const contactsOf = (listId: number) =>
  testDb()
    .selectFrom('sms_list_contacts')
    .select(['cellphone', 'first_name'])
    .where('list_id', '=', listId)
    .orderBy('cellphone')
    .execute();

async function versionsOf(fileId: number): Promise<number> {
  const row = await testDb()
    .selectFrom('uploaded_files')
    .select('s3_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const page = await s3().send(
    new ListObjectVersionsCommand({ Bucket: bucketOf('Uploads'), Prefix: row.s3_key }),
  );
  return (page.Versions ?? []).length;
}

describe('a checked upload cannot be swapped afterwards', () => {
  it('reads and imports the checked file after another file was PUT with the same presigned URL', async () => {
    const { fileId, url } = await announceAndPut(api, 'contacts.csv', CHECKED);
    expect((await api.post(`/api/lists/files/${fileId}/complete`)).status).toBe(200);

    // The same URL still works for 15 minutes: S3 takes the new bytes as a new version of the key.
    const swap = await fetch(url, { method: 'PUT', body: SWAPPED });
    expect(swap.status).toBeLessThan(300);
    expect(await versionsOf(fileId)).toBe(2);

    // Completing again does not check (and pin) the new version: the answer is the checked file.
    const again = await api.post<UploadedFile>(`/api/lists/files/${fileId}/complete`);
    expect(again.status).toBe(200);
    const top = await api.get<TopRows>(`/api/lists/files/${fileId}/top-10-rows`);
    expect(top.body.rows.map((r) => r.values)).toEqual([
      ['0821234567', 'Thandi'],
      ['0827654321', 'Sipho'],
      ['12345', 'Bad'],
    ]);
    const dups = await api.get<{ invalid: number }>(
      `/api/lists/files/${fileId}/duplicates?startRow=0&keyColumn=0&countryIso3166=ZA`,
    );
    expect(dups.body).toMatchObject({ duplicates: 0, invalid: 1 });

    const queued = await importInto(api, fileId);
    const job = await finished(api, queued.jobId!);
    expect(job).toMatchObject({ status: 'Completed', rowsImported: 2, rowsInvalid: 1 });
    expect(await contactsOf(queued.listId)).toEqual([
      { cellphone: '+27821234567', first_name: 'Thandi' },
      { cellphone: '+27827654321', first_name: 'Sipho' },
    ]);
  });

  it('refuses to read a checked file whose version is gone, instead of reading another one', async () => {
    const { fileId, url } = await announceAndPut(api, 'gone.csv', CHECKED);
    expect((await api.post(`/api/lists/files/${fileId}/complete`)).status).toBe(200);
    const row = await testDb()
      .selectFrom('uploaded_files')
      .select(['s3_key', 's3_version_id'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(row.s3_version_id).toBeTruthy();
    // As the lifecycle rule would: every version deleted; then a new (unchecked) file under the key.
    await deleteAllVersions('Uploads', row.s3_key);
    expect((await fetch(url, { method: 'PUT', body: SWAPPED })).status).toBeLessThan(300);
    const top = await api.get<ErrorBody>(`/api/lists/files/${fileId}/top-10-rows`);
    expect(top.status).toBe(400);
    expect(top.body.error.fields).toEqual({ file: [FILE_ERROR_MESSAGES.gone()] });

    const queued = await importInto(api, fileId);
    const job = await finished(api, queued.jobId!);
    expect(job).toMatchObject({
      status: 'Failed',
      rowsImported: 0,
      errorMessage: FILE_ERROR_MESSAGES.gone(),
    });
    expect(await contactsOf(queued.listId)).toEqual([]);
  });
});

describe('uploads are deleted once their job ended', () => {
  it('the worker deletes every version and marks the upload once the import ended, so a later use says the file is gone', async () => {
    const fileId = await uploaded(api, 'once.csv', CHECKED);
    const queued = await importInto(api, fileId);
    await finished(api, queued.jobId!);
    const scope = tenantScopeFor(user.accountId);
    const statusOf = async (id: number) =>
      (
        await testDb()
          .selectFrom('uploaded_files')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    await eventually(async () => ((await statusOf(fileId)) === 'Expired' ? true : undefined));
    expect(await versionsOf(fileId)).toBe(0);
    expect(await expireUpload(testDb(), scope, fileId)).toBe(false); // again: harmless

    // Not while another import still reads the file, unless it is the caller's own job.
    const second = await uploaded(api, 'second.csv', CHECKED);
    const held = await testDb()
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        list_id: queued.listId,
        source: 'File',
        uploaded_file_id: second,
        source_name: 'second.csv',
        settings: JSON.stringify({ importRow: 0, countryIso3166: 'ZA', columnMappings: [] }),
        status: 'InProgress',
        lease_owner: 'live-run',
        lease_expires_at: new Date(Date.now() + 600_000),
      })
      .executeTakeFirstOrThrow();
    const heldId = Number(held.insertId);
    expect(await expireUpload(testDb(), scope, second)).toBe(false);
    expect(await versionsOf(second)).toBe(1);
    expect(await expireUpload(testDb(), scope, second, { kind: 'ListImport', id: heldId })).toBe(true);
    expect(await versionsOf(second)).toBe(0);
    expect(await statusOf(second)).toBe('Expired');
    await testDb()
      .updateTable('list_import_jobs')
      .set({ status: 'Failed' })
      .where('id', '=', heldId)
      .execute();

    const top = await api.get<ErrorBody>(`/api/lists/files/${fileId}/top-10-rows`);
    expect(top.status).toBe(400);
    expect(top.body.error.message).toBe(UPLOAD_EXPIRED_MESSAGE);
    const complete = await api.post<ErrorBody>(`/api/lists/files/${fileId}/complete`);
    expect(complete.body.error.message).toBe(UPLOAD_EXPIRED_MESSAGE);
    const reuse = await api.post<ErrorBody>('/api/sms/lists', {
      listName: 'Second use',
      permissionToContact: true,
      uploadedFileId: fileId,
      importRow: 0,
      columnMappings: [{ index: 0, fieldType: 'Cellphone' }],
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.fields?.uploadedFileId).toEqual([UPLOAD_EXPIRED_MESSAGE]);
    const dma = await api.post<ErrorBody>('/api/dma/uploads', { uploadedFileId: fileId });
    expect(dma.status).toBe(400);
    expect(dma.body.error.fields?.uploadedFileId).toEqual([UPLOAD_EXPIRED_MESSAGE]);

    // Calling it again (a redelivered job) is harmless; another account cannot expire the file.
    expect(await expireUpload(testDb(), scope, fileId)).toBe(false);
    const stranger = await createAccountWithUser();
    const other = await uploaded(api, 'mine.csv', CHECKED);
    expect(await expireUpload(testDb(), tenantScopeFor(stranger.accountId), other)).toBe(false);
    expect(await versionsOf(other)).toBe(1);
  });
});

describe('rejected-rows download', () => {
  it('is refused (403, as the export) for an account whose downloads are limited (Globex), and served otherwise', async () => {
    const fileId = await uploaded(api, 'with-bad-rows.csv', CHECKED);
    const queued = await importInto(api, fileId);
    expect(await finished(api, queued.jobId!)).toMatchObject({ hasRejectedRows: true });
    const download = await api.request('GET', `/api/lists/import-jobs/${queued.jobId}/rejected-rows`, {
      redirect: 'manual',
    });
    expect(download.status).toBe(302);
    const csv = await (await fetch(download.headers.get('location')!)).text();
    expect(csv).toContain('Not a valid cellphone number,12345,Bad');

    const globex = new ApiClient();
    await globex.signIn('carol@globex.test', DEMO_PASSWORD);
    const globexFile = await uploaded(globex, 'globex.csv', CHECKED);
    const globexJob = await importInto(globex, globexFile);
    expect(await finished(globex, globexJob.jobId!)).toMatchObject({ hasRejectedRows: true });
    const refused = await globex.request<ErrorBody>(
      'GET',
      `/api/lists/import-jobs/${globexJob.jobId}/rejected-rows`,
      { redirect: 'manual' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: EXPORT_REFUSED });
    // The same answer as the contacts export gives this account.
    const exported = await globex.request<ErrorBody>('GET', `/api/sms/lists/${globexJob.listId}/export`, {
      redirect: 'manual',
    });
    expect(exported.status).toBe(403);
    expect(exported.body.error).toMatchObject({ code: 'FORBIDDEN', message: refused.body.error.message });
    // Another account's import stays hidden (404), whatever its downloads setting.
    expect((await api.get(`/api/lists/import-jobs/${globexJob.jobId}/rejected-rows`)).status).toBe(404);
  });
});
