import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import { uploadFile } from '../test-support/upload';
import type { ImportJob, QueuedImport, SmsListRow, UploadedFile } from './lists.schemas';

// A worker process killed (SIGKILL) in the middle of a 500,000-row import. Nobody delivers its message
// again: its lease runs out, the sweeper re-queues the job, and the real worker completes the list with every
// valid row exactly once. The killed process holds its lease for KILLED_LEASE_SECONDS (renewed every third of
// that while it runs) instead of the stage's 15 s, so the lease runs out seconds after the kill; the test then
// runs the sweeper, as its schedule would within 5 s.
const ROWS = 500_000;
const KILLED_LEASE_SECONDS = 5;
let api: ApiClient;
let user: TestUser;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

/** 500,000 rows: every 1000th has an invalid number and every 500th repeats the row before it. */
function bigCsv(): { csv: string; valid: number } {
  const lines = ['Cellphone,First name'];
  let valid = 0;
  for (let i = 0; i < ROWS; i += 1) {
    if (i % 1000 === 999) lines.push(`12345,Bad${i}`);
    else if (i % 500 === 499) lines.push(`08${String(30_000_000 + i - 1).padStart(8, '0')},Again${i}`);
    else {
      lines.push(`08${String(30_000_000 + i).padStart(8, '0')},Name${i}`);
      valid += 1;
    }
  }
  return { csv: lines.join('\n'), valid };
}

describe('a worker killed halfway through a 500,000-row import', () => {
  it('leaves nothing half-done: the sweeper re-queues the job and the list completes with every valid row once', async () => {
    const { csv, valid } = bigCsv();
    const done = await uploadFile(api, 'big.csv', csv);
    expect(done.status).toBe(200);
    const fileId = (done.body as UploadedFile).fileId;
    // An empty list, then a job inserted as the create call would, but not sent to the queue: this
    // test's own process plays the first worker so that it can be killed.
    const list = await api.post<QueuedImport>('/api/sms/lists/empty', { listName: 'Crash test' });
    expect(list.status).toBe(201);
    const db = testDb();
    const inserted = await db
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        list_id: list.body.listId,
        user_id: null,
        source: 'File',
        uploaded_file_id: fileId,
        source_name: 'big.csv',
        settings: JSON.stringify({
          importRow: 0,
          totalRows: ROWS,
          countryIso3166: 'ZA',
          columnMappings: [
            { index: 0, fieldType: 'Cellphone', customFieldId: null },
            { index: 1, fieldType: 'FirstName', customFieldId: null },
          ],
        }),
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(inserted.insertId);

    // node itself with tsx as a loader (not the tsx launcher, whose child would survive the kill).
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'functions/src/test-support/run-import-job.ts', String(jobId)],
      { stdio: 'ignore', env: { ...process.env, JOB_LEASE_SECONDS: String(KILLED_LEASE_SECONDS) } },
    );
    const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
    // Halfway: progress is written every 20,000 rows while the one LOAD statement streams.
    await eventually(async () => {
      const job = await db
        .selectFrom('list_import_jobs')
        .select('rows_processed')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      return job.rows_processed >= 100_000 ? true : undefined;
    }, 60_000);
    worker.kill('SIGKILL');
    await exited;
    const afterKill = await db
      .selectFrom('list_import_jobs')
      .select(['status', 'rows_processed', 'lease_owner'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(afterKill.status).toBe('InProgress');
    expect(afterKill.rows_processed).toBeLessThan(ROWS);

    // The dead process renews nothing: its lease runs out (or the stage's own sweeper has already re-queued the
    // job), and the sweeper re-queues the job.
    const deadOwner = afterKill.lease_owner!;
    expect(deadOwner).not.toBeNull();
    await eventually(
      async () => {
        const { rows } = await sql<{ gone: number }>`
        SELECT (lease_owner IS NULL OR lease_owner <> ${deadOwner} OR lease_expires_at < NOW(3)) AS gone
          FROM list_import_jobs WHERE id = ${jobId}`.execute(db);
        return Number(rows[0]?.gone) === 1 ? true : undefined;
      },
      3 * KILLED_LEASE_SECONDS * 1000,
    );
    await invokeFunction('jobSweeper');

    const job = await eventually(async () => {
      const found = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId);
      return found?.status === 'Completed' ? found : undefined;
    }, 120_000);
    expect(job).toMatchObject({ rowsProcessed: ROWS, rowsImported: valid, rowsInvalid: ROWS / 1000 });
    const final = (await api.get<SmsListRow>(`/api/sms/lists/${list.body.listId}`)).body;
    expect(final).toMatchObject({ status: 2, contacts: valid });
    const counted = await db
      .selectFrom('sms_list_contacts')
      .select((eb) => [
        eb.fn.countAll<number>().as('rows'),
        eb.fn.count<number>('cellphone').distinct().as('distinct'),
      ])
      .where('list_id', '=', list.body.listId)
      .executeTakeFirstOrThrow();
    expect(Number(counted.rows)).toBe(valid);
    expect(Number(counted.distinct)).toBe(valid);
    const attempts = await db
      .selectFrom('list_import_jobs')
      .select(['attempts', 'lease_owner'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(attempts).toEqual({ attempts: 2, lease_owner: null });
  }, 240_000);
});
