import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DMA_UPLOAD_JOB } from '../dma/dma-upload.job';
import { LIST_IMPORT_JOB } from '../lists/list-import.job';
import type { ImportJob, QueuedImport, SmsListRow, UploadedFile } from '../lists/lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { deliverToWorker, invokeFunction, sendToStageQueue } from '../test-support/functions';
import { uploadFile } from '../test-support/upload';

// The shared job mechanism (platform/jobs) through the real stack: the scheduled sweeper, the lease, the
// dead-letter consumer, and the atomic checks made when an import is queued. The test stage runs the
// sweeper every 5 s with 15 s leases (infra/env/test.env).
let user: TestUser;
let api: ApiClient;
let listId: number;
let fileId: number;
let settings: string;

const CSV = ['Cellphone,First name', '0821110001,Ann', '0821110002,Ben', '12345,Bad', '0821110003,Cas'].join(
  '\n',
);

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  fileId = ((await uploadFile(api, 'jobs.csv', CSV)).body as UploadedFile).fileId;
  const queued = await api.post<QueuedImport>('/api/sms/lists', {
    listName: 'Jobs list',
    description: '',
    countryIso3166: 'ZA',
    exclusionList: false,
    permissionToContact: true,
    uploadedFileId: fileId,
    uploadedFileName: 'jobs.csv',
    importRow: 0,
    totalRows: 4,
    duplicates: 0,
    columnMappings: [{ index: 0, fieldType: 'Cellphone' }],
  });
  expect(queued.status).toBe(201);
  listId = queued.body.listId;
  const job = await eventually(() =>
    jobRow(queued.body.jobId!).then((j) => (j.status === 'Completed' ? j : undefined)),
  );
  settings = JSON.stringify(job.settings);
});

/** Each job reads an upload of its own: a worker deletes the uploaded file once its job has ended. */
async function freshUpload(): Promise<number> {
  return ((await uploadFile(api, 'jobs.csv', CSV)).body as UploadedFile).fileId;
}

function jobRow(id: number) {
  return testDb().selectFrom('list_import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const listOf = async () => (await api.get<SmsListRow>(`/api/sms/lists/${listId}`)).body;

/** A job for the demo list in the given state, as a crash or a dead worker would leave it. */
async function stuckJob(state: {
  status: 'Queued' | 'InProgress';
  attempts?: number;
  leaseOwner?: string | null;
  leaseSeconds?: number;
  queuedSecondsAgo?: number;
}): Promise<number> {
  const db = testDb();
  const fileId = await freshUpload();
  await db.updateTable('sms_lists').set({ status: 1 }).where('id', '=', listId).execute();
  const r = await db
    .insertInto('list_import_jobs')
    .values({
      account_id: user.accountId,
      list_id: listId,
      user_id: user.id,
      source: 'File',
      uploaded_file_id: fileId,
      source_name: 'jobs.csv',
      settings,
      status: state.status,
      attempts: state.attempts ?? 0,
      lease_owner: state.leaseOwner ?? null,
      lease_expires_at:
        state.leaseSeconds === undefined ? null : sql<Date>`NOW(3) + INTERVAL ${state.leaseSeconds} SECOND`,
      queued_at: sql<Date>`NOW(3) - INTERVAL ${state.queuedSecondsAgo ?? 0} SECOND`,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

const ended = (id: number, timeoutMs = 40_000) =>
  eventually(async () => {
    const job = await jobRow(id);
    return job.status === 'Completed' || job.status === 'Failed' ? job : undefined;
  }, timeoutMs);

describe('the sweeper: no job stays Queued or InProgress', () => {
  it('sends again the message of a job committed but never queued (a crash between commit and send)', async () => {
    const id = await stuckJob({ status: 'Queued', queuedSecondsAgo: 600 });
    await invokeFunction('jobSweeper');
    const job = await ended(id);
    expect(job.status).toBe('Completed');
    expect(job.rows_processed).toBe(4);
    expect(job.rows_invalid).toBe(1);
    expect((await listOf()).status).toBe(2);
  });

  it('re-queues a job whose worker died (its lease ran out) and the next run completes it', async () => {
    const id = await stuckJob({
      status: 'InProgress',
      attempts: 1,
      leaseOwner: 'dead-worker',
      leaseSeconds: -30,
    });
    await invokeFunction('jobSweeper');
    const job = await ended(id);
    expect(job.status).toBe('Completed');
    expect(job.attempts).toBe(2);
    expect(job.lease_owner).toBeNull();
  });

  it("fails a job whose attempts are used up, in the user's terms, and the list is usable again", async () => {
    const id = await stuckJob({
      status: 'InProgress',
      attempts: 3,
      leaseOwner: 'dead-worker',
      leaseSeconds: -30,
    });
    await invokeFunction('jobSweeper');
    const job = await ended(id);
    expect(job.status).toBe('Failed');
    expect(job.error_text).toBe(LIST_IMPORT_JOB.failureText);
    const list = await listOf();
    expect(list.status).toBe(2);
    expect(list.contacts).toBe(3);
    const jobs = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body;
    expect(jobs.find((j) => j.id === id)).toMatchObject({
      status: 'Failed',
      errorMessage: LIST_IMPORT_JOB.failureText,
    });
  });
});

describe('the dead-letter consumer', () => {
  it('ends the job of a dead-lettered message Failed and frees its list', async () => {
    const id = await stuckJob({ status: 'Queued' });
    await sendToStageQueue('list-imports-dlq', { jobId: id });
    const job = await ended(id);
    expect(job.status).toBe('Failed');
    expect(job.error_text).toBe(LIST_IMPORT_JOB.failureText);
    expect((await listOf()).status).toBe(2);
  });

  it('leaves a job that completed alone', async () => {
    const id = await stuckJob({ status: 'Queued', queuedSecondsAgo: 600 });
    await invokeFunction('jobSweeper');
    expect((await ended(id)).status).toBe('Completed');
    // The consumer given the dead-lettered message straight away (the test above goes through the queue), so
    // its answer is in when the call returns, instead of after a guessed wait.
    const answer = await deliverToWorker('deadLetterWorker', 'list-imports-dlq', { jobId: id });
    expect(answer.batchItemFailures).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ status: 'Completed', error_text: null });
  });
});

describe('the lease', () => {
  it('a duplicate delivery of a job that a live run holds does nothing', async () => {
    const id = await stuckJob({
      status: 'InProgress',
      attempts: 1,
      leaseOwner: 'live-run',
      leaseSeconds: 600,
    });
    const answer = await deliverToWorker('listImportWorker', 'list-imports', { jobId: id });
    expect(answer.batchItemFailures).toEqual([]);
    const job = await jobRow(id);
    expect(job).toMatchObject({
      status: 'InProgress',
      lease_owner: 'live-run',
      attempts: 1,
      rows_processed: 0,
    });
    await testDb().updateTable('list_import_jobs').set({ status: 'Failed' }).where('id', '=', id).execute();
    await testDb().updateTable('sms_lists').set({ status: 2 }).where('id', '=', listId).execute();
  });

  it('a DMA upload held by a live run: a duplicate delivery leaves its staged numbers alone', async () => {
    const upload = (await uploadFile(api, 'dma.csv', 'Cellphone\n0821110001\n')).body as UploadedFile;
    const db = testDb();
    const r = await db
      .insertInto('dma_upload_jobs')
      .values({
        account_id: user.accountId,
        user_id: user.id,
        uploaded_file_id: upload.fileId,
        file_name: 'dma.csv',
        status: 'InProgress',
        attempts: 1,
        lease_owner: 'live-run',
        lease_expires_at: sql<Date>`NOW(3) + INTERVAL 600 SECOND`,
      })
      .executeTakeFirstOrThrow();
    const id = Number(r.insertId);
    await db.insertInto('dma_upload_numbers').values({ job_id: id, cellphone: '+27821110001' }).execute();
    await deliverToWorker('dmaImportWorker', 'dma-imports', { jobId: id });
    const staged = await db.selectFrom('dma_upload_numbers').selectAll().where('job_id', '=', id).execute();
    expect(staged).toHaveLength(1);
    expect(
      (await db.selectFrom('dma_upload_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('InProgress');
    // Once the holder is gone for good, the sweeper ends it (attempts used up) and forgets the staged numbers.
    await db
      .updateTable('dma_upload_jobs')
      .set({ attempts: DMA_UPLOAD_JOB.maxAttempts, lease_expires_at: sql<Date>`NOW(3) - INTERVAL 1 SECOND` })
      .where('id', '=', id)
      .execute();
    await invokeFunction('jobSweeper');
    const job = await eventually(async () => {
      const row = await db
        .selectFrom('dma_upload_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.status === 'Failed' ? row : undefined;
    });
    expect(job.error_text).toBe(DMA_UPLOAD_JOB.failureText);
    expect(
      await db.selectFrom('dma_upload_numbers').selectAll().where('job_id', '=', id).execute(),
    ).toHaveLength(0);
  });
});

describe('queueing an import', () => {
  const importBody = (uploadedFileId: number) => ({
    permissionToContact: true,
    uploadedFileId,
    uploadedFileName: 'jobs.csv',
    importRow: 0,
    totalRows: 4,
    duplicates: 0,
    columnMappings: [{ index: 0, fieldType: 'Cellphone' }],
  });

  it('imports into one list at the same moment: one at a time is queued, the others get 409', async () => {
    expect((await listOf()).status).toBe(2);
    const answers = await Promise.all(
      (await Promise.all(Array.from({ length: 8 }, freshUpload))).map((id) =>
        api.post<QueuedImport | ErrorBody>(`/api/sms/lists/${listId}/import`, importBody(id)),
      ),
    );
    const accepted = answers.filter((a) => a.status === 202).map((a) => (a.body as QueuedImport).jobId!);
    const refused = answers.filter((a) => a.status === 409);
    expect(accepted.length + refused.length).toBe(8);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused)
      expect((r.body as ErrorBody).error.message).toBe(
        'Contacts are already being imported into this list; wait until it is Completed.',
      );
    // A request may come in after an earlier import already finished (the stack does not run all eight
    // at the same instant); what must never happen is two imports of the list queued or running at once.
    const jobs = await Promise.all(accepted.map((id) => ended(id)));
    const windows = jobs
      .map((j) => [j.created_at.getTime(), j.finished_at!.getTime()] as const)
      .sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < windows.length; i += 1)
      expect(windows[i]![0]).toBeGreaterThanOrEqual(windows[i - 1]![1]);
    expect(jobs.every((j) => j.status === 'Completed')).toBe(true);
    await eventually(async () => ((await listOf()).status === 2 ? true : undefined));
  });

  it('an account has at most 5 imports queued or running; the 6th is refused and nothing changes', async () => {
    const held: number[] = [];
    for (let i = 0; i < 5; i += 1)
      held.push(
        await stuckJob({ status: 'InProgress', attempts: 1, leaseOwner: `run-${i}`, leaseSeconds: 600 }),
      );
    await testDb().updateTable('sms_lists').set({ status: 2 }).where('id', '=', listId).execute();
    const answer = await api.post<ErrorBody>(
      `/api/sms/lists/${listId}/import`,
      importBody(await freshUpload()),
    );
    expect(answer.status).toBe(429);
    expect(answer.body.error.message).toBe(
      'Your account already has 5 imports queued or running. Wait until one of them has finished, then try again.',
    );
    expect((await listOf()).status).toBe(2);
    await testDb()
      .updateTable('list_import_jobs')
      .set({ status: 'Failed' })
      .where('id', 'in', held)
      .execute();
    const again = await api.post<QueuedImport>(
      `/api/sms/lists/${listId}/import`,
      importBody(await freshUpload()),
    );
    expect(again.status).toBe(202);
    expect((await ended(again.body.jobId!)).status).toBe('Completed');
  });
});
