import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { startFakeMysqlServer, type RogueServer } from '../test-support/rogue-mysql-server';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { ImportJob, QueuedImport, SmsListRow } from './lists.schemas';
import { MYSQL_FAILURES } from './mysql/mysql-errors';
import { mysqlLimits } from './mysql/mysql-limits';
import type { ConnectionString } from './mysql/mysql.schemas';

// Users' MySQL servers that accept the login and then stall: the wizard's calls answer a clear 422
// within their limit (well inside the API's 29 s), and an import whose server stops sending rows
// halfway ends Failed with the message, leaving no job Queued or InProgress. The three tests wait on
// servers of their own and run at the same time (describe.concurrent), so the file takes about its longest
// limit instead of their sum; the waits are idle, so they do not stretch each other.
let user: TestUser;
let api: ApiClient;
let stalling: RogueServer;
let midTable: RogueServer;
let midTableImport: RogueServer;

const { statementMs: STATEMENT_MS, wizardMs: WIZARD_MS } = mysqlLimits();

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  stalling = await startFakeMysqlServer({ onQuery: 'stall' });
  midTable = await startFakeMysqlServer({ onQuery: 'stallMidTable', rowsBeforeStall: 5 });
  midTableImport = await startFakeMysqlServer({ onQuery: 'stallMidTable', rowsBeforeStall: 5 });
});
afterAll(async () => {
  await stalling?.close();
  await midTable?.close();
  await midTableImport?.close();
});

async function saveConnection(port: number, connName: string): Promise<number> {
  const saved = await api.post<ConnectionString>('/api/lists/mysql/connection-strings', {
    connName,
    mysqlHost: `127.0.0.1:${port}`,
    mysqlUsername: 'crm',
    mysqlPassword: 'secret',
    mysqlDatabase: 'crm',
    type: 1,
    requireTls: false,
  });
  expect(saved.status).toBe(200);
  return saved.body.mySQLConnID;
}

describe.concurrent('a server that stalls on every query', () => {
  it('the wizard calls answer 422 with the time-out text in time instead of hanging', async () => {
    const id = await saveConnection(stalling.port, 'Stalls');
    const started = Date.now();
    const query = new URLSearchParams({
      host: `127.0.0.1:${stalling.port}`,
      username: 'crm',
      password: 'secret',
      requireTls: 'false',
    });
    const answers = await Promise.all([
      api.get<ErrorBody>(`/api/lists/mysql/databases?${query}`),
      api.get<ErrorBody>(`/api/lists/mysql/connection-strings/${id}/tables`),
      api.get<ErrorBody>(`/api/lists/mysql/connection-strings/${id}/top-10-rows/customers`),
    ]);
    const elapsed = Date.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'MYSQL_UNREACHABLE',
        message: MYSQL_FAILURES.statementTimedOut(STATEMENT_MS),
      });
    }
    expect(elapsed).toBeGreaterThanOrEqual(STATEMENT_MS - 500);
    expect(elapsed).toBeLessThan(STATEMENT_MS + 8_000);
    expect(stalling.record.queries).toEqual(expect.arrayContaining(['SHOW DATABASES', 'SHOW FULL TABLES']));
  }, 40_000);
});

describe.concurrent('a server that stops sending rows halfway through a table', () => {
  it("the duplicate count (a full read) answers 422 at the wizard's overall limit", async () => {
    const id = await saveConnection(midTable.port, 'Stalls mid-table (wizard)');
    const started = Date.now();
    const answer = await api.get<ErrorBody>(
      `/api/lists/mysql/connection-strings/${id}/duplicates/customers?startRow=0&keyColumn=0&countryIso3166=ZA`,
    );
    const elapsed = Date.now() - started;
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(MYSQL_FAILURES.callTimedOut(WIZARD_MS));
    expect(elapsed).toBeGreaterThanOrEqual(WIZARD_MS - 500);
    expect(elapsed).toBeLessThan(28_000);
  }, 40_000);

  it('an import ends Failed with the message; nothing is left Queued or InProgress', async () => {
    const connectionId = await saveConnection(midTableImport.port, 'Stalls mid-table');
    const list = await api.post<QueuedImport>('/api/sms/lists/empty', { listName: 'Stalled import' });
    expect(list.status).toBe(201);
    const db = testDb();
    // The job as the create call inserts it; this test's own process plays the worker (as
    // test-support/run-import-job.ts does) with a 2 s idle time-out instead of the deployed 60 s.
    const inserted = await db
      .insertInto('list_import_jobs')
      .values({
        account_id: user.accountId,
        list_id: list.body.listId,
        user_id: null,
        source: 'MySql',
        connection_string_id: connectionId,
        source_name: 'Stalls mid-table: customers',
        settings: JSON.stringify({
          importRow: 0,
          totalRows: 100,
          countryIso3166: 'ZA',
          tableName: 'customers',
          columnMappings: [
            { index: 0, fieldType: 'Cellphone', customFieldId: null },
            { index: 1, fieldType: 'FirstName', customFieldId: null },
          ],
        }),
      })
      .executeTakeFirstOrThrow();
    const jobId = Number(inserted.insertId);

    const started = Date.now();
    const worker = spawn(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      ['functions/src/test-support/run-import-job.ts', String(jobId)],
      { stdio: 'ignore', env: { ...process.env, MYSQL_SOURCE_IDLE_TIMEOUT_MS: '2000' } },
    );
    const code = await new Promise<number | null>((resolve) => worker.on('exit', resolve));
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(25_000);

    const job = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId);
    expect(job).toMatchObject({ status: 'Failed', errorMessage: MYSQL_FAILURES.readStalled });
    const left = await db
      .selectFrom('list_import_jobs')
      .select('id')
      .where('account_id', '=', user.accountId)
      .where('status', 'in', ['Queued', 'InProgress'])
      .execute();
    expect(left).toEqual([]);
    const after = (await api.get<SmsListRow>(`/api/sms/lists/${list.body.listId}`)).body;
    expect(after).toMatchObject({ contacts: 0, status: 2 });
    expect(midTableImport.record.queries.some((q) => q.startsWith('SELECT * FROM `customers`'))).toBe(true);
  }, 40_000);
});
