import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { startFakeMysqlServer, type RogueServer } from '../test-support/rogue-mysql-server';
import { createTestPki, type TestPki } from '../test-support/test-certificates';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { ImportJob, QueuedImport } from './lists.schemas';
import { MYSQL_FAILURES } from './mysql/mysql-errors';
import { MYSQL_TEXTS, type ConnectionString } from './mysql/mysql.schemas';

// 'Require TLS' per connection string: the local MariaDB offers no TLS, so requiring it is refused
// with a clear text (wizard, save and import); fake servers offer TLS with test certificates to show
// the certificate is verified, for the host name the user typed (sent as SNI), before any login.
const SOURCE = {
  host: '127.0.0.1',
  username: 'crm_reader',
  password: 'crm-reader-pass',
  database: process.env.DEMO_SOURCE_DATABASE ?? 'crm_demo_test',
};

let user: TestUser;
let api: ApiClient;
let pki: TestPki;
const servers: RogueServer[] = [];

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  pki = createTestPki();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  pki?.dispose();
});

async function tlsServer(cert: { key: string; cert: string }): Promise<RogueServer> {
  const server = await startFakeMysqlServer({ onQuery: 'stallMidTable', tls: cert });
  servers.push(server);
  return server;
}

const save = (extra: object = {}) =>
  api.post<ConnectionString & ErrorBody>('/api/lists/mysql/connection-strings', {
    connName: 'CRM',
    mysqlHost: SOURCE.host,
    mysqlUsername: SOURCE.username,
    mysqlPassword: SOURCE.password,
    mysqlDatabase: SOURCE.database,
    type: 1,
    ...extra,
  });

const databases = (query: Record<string, string>) =>
  api.get<{ databases: string[] } & ErrorBody>(
    `/api/lists/mysql/databases?${new URLSearchParams({
      host: SOURCE.host,
      username: SOURCE.username,
      password: SOURCE.password,
      ...query,
    })}`,
  );

const setRequireTls = (id: number, on: boolean) =>
  testDb()
    .updateTable('mysql_connection_strings')
    .set({ require_tls: on ? 1 : 0 })
    .where('id', '=', id)
    .execute();

describe('Require TLS against a server without TLS (the local MariaDB)', () => {
  it('is off by default for a local host, and then connects', async () => {
    const saved = await save();
    expect(saved.status).toBe(200);
    expect(saved.body.requireTls).toBe(false);
    expect((await databases({})).body.databases).toContain(SOURCE.database);
  });

  it('refuses the wizard and the save with the text', async () => {
    const listing = await databases({ requireTls: 'true' });
    expect(listing.status).toBe(422);
    expect(listing.body.error).toMatchObject({
      code: 'MYSQL_UNREACHABLE',
      message: MYSQL_FAILURES.tlsNotOffered,
    });
    const saved = await save({ requireTls: true });
    expect(saved.status).toBe(422);
    expect(saved.body.error.message).toBe(MYSQL_FAILURES.tlsNotOffered);
    const invalid = await databases({ requireTls: 'yes' });
    expect(invalid.status).toBe(400);
  });

  it('fails an import from a connection string that requires TLS, with the text', async () => {
    const saved = await save({ connName: 'Later TLS' });
    await setRequireTls(saved.body.mySQLConnID, true);
    const listed = await api.get<ConnectionString[]>('/api/lists/mysql/connection-strings?types=1');
    expect(listed.body.find((c) => c.mySQLConnID === saved.body.mySQLConnID)?.requireTls).toBe(true);
    const tables = await api.get<ErrorBody>(
      `/api/lists/mysql/connection-strings/${saved.body.mySQLConnID}/tables`,
    );
    expect(tables.status).toBe(422);
    expect(tables.body.error.message).toBe(MYSQL_FAILURES.tlsNotOffered);

    const queued = await api.post<QueuedImport>('/api/sms/lists', {
      listName: 'TLS required',
      description: '',
      countryIso3166: 'ZA',
      exclusionList: false,
      permissionToContact: true,
      uploadedFileId: null,
      connectionStringId: saved.body.mySQLConnID,
      tableName: 'customers',
      importRow: 0,
      totalRows: 40,
      columnMappings: [{ index: 3, fieldType: 'Cellphone' }],
    });
    expect(queued.status).toBe(201);
    const job = await eventually(async () => {
      const found = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find(
        (j) => j.id === queued.body.jobId,
      );
      return found && found.status !== 'Queued' && found.status !== 'InProgress' ? found : undefined;
    }, 30_000);
    expect(job).toMatchObject({ status: 'Failed', errorMessage: MYSQL_FAILURES.tlsNotOffered });
  });

  it('an update without requireTls keeps the saved value for the same host', async () => {
    const saved = await save({ connName: 'Keeps TLS' });
    await setRequireTls(saved.body.mySQLConnID, true);
    const again = await save({ mySQLConnID: saved.body.mySQLConnID, connName: 'Keeps TLS 2' });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(MYSQL_FAILURES.tlsNotOffered);
  });

  it('never reuses a password saved for TLS over a connection without it', async () => {
    const saved = await save({ connName: 'TLS password' });
    const id = saved.body.mySQLConnID;
    await setRequireTls(id, true);
    const blank = { mySQLConnID: id, mysqlPassword: '', requireTls: false };
    const weaker = await save(blank);
    expect(weaker.status).toBe(422);
    expect(weaker.body.error.message).toBe(MYSQL_TEXTS.cannotConnect);
    const listing = await databases({ password: '', connectionStringId: String(id), requireTls: 'false' });
    expect(listing.status).toBe(422);
    // Typed again, it is the user's choice: saved, without TLS.
    const typed = await save({ ...blank, mysqlPassword: SOURCE.password });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ requireTls: false, hasPassword: true });
    // Without TLS before and after, the blank password keeps the saved one as before.
    expect((await save(blank)).status).toBe(200);
  });
});

describe('a server offering TLS', () => {
  it('is refused before any login when its certificate is self-signed', async () => {
    const server = await tlsServer(pki.selfSigned('127.0.0.1'));
    const listing = await databases({ host: `127.0.0.1:${server.port}`, requireTls: 'true' });
    expect(listing.status).toBe(422);
    expect(listing.body.error.message).toBe(
      MYSQL_FAILURES.tlsUntrusted('127.0.0.1', 'the certificate is not from a trusted authority'),
    );
    expect(server.record.logins).toBe(0);
  });

  /** Lists the databases in a new process that trusts the test CA (as a public CA would be). */
  async function listTrusting(host: string): Promise<{ databases?: string[]; message?: string }> {
    const { stdout } = await promisify(execFile)(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      [
        'functions/src/test-support/connect-user-mysql.ts',
        JSON.stringify({ host, username: 'crm', password: 'secret', requireTls: true }),
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: pki.caFile }, encoding: 'utf8' },
    );
    return JSON.parse(stdout) as { databases?: string[]; message?: string };
  }

  it('connects when a trusted certificate names the host typed, which is sent as SNI', async () => {
    const server = await tlsServer(pki.issue('localhost'));
    expect(await listTrusting(`localhost:${server.port}`)).toEqual({ databases: ['crm'] });
    expect(server.record.tlsServerNames).toEqual(['localhost']);
    expect(server.record.logins).toBe(1);
  }, 20_000);

  it('is refused when the trusted certificate names another host', async () => {
    const server = await tlsServer(pki.issue('db.example.test'));
    expect(await listTrusting(`localhost:${server.port}`)).toEqual({
      error: 'MysqlSourceError',
      message: MYSQL_FAILURES.tlsUntrusted('localhost', 'the certificate is for another host'),
    });
    expect(server.record.logins).toBe(0);
  }, 20_000);
});
