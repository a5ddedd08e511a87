import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { startRogueMysqlServer, type RogueServer } from '../test-support/rogue-mysql-server';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { CustomField } from './custom-fields/custom-fields.schemas';
import type { ColumnMapping, ImportJob, QueuedImport, SmsListRow, TopRows } from './lists.schemas';
import { MYSQL_TEXTS, type ConnectionString } from './mysql/mysql.schemas';

// The MySQL list source against the local MariaDB's demo CRM (a SELECT-only user, as a customer's
// server would give us), a closed port, refused address ranges and a rogue server.
const SOURCE = {
  host: '127.0.0.1',
  username: 'crm_reader',
  password: 'crm-reader-pass',
  database: process.env.DEMO_SOURCE_DATABASE ?? 'crm_demo_test',
};

let user: TestUser;
let other: TestUser;
let api: ApiClient;
let otherApi: ApiClient;
let connId: number;

const saveBody = (extra: object = {}) => ({
  connName: 'CRM',
  mysqlHost: SOURCE.host,
  mysqlUsername: SOURCE.username,
  mysqlPassword: SOURCE.password,
  mysqlDatabase: SOURCE.database,
  tablePrefix: '',
  type: 1,
  ...extra,
});

const mysqlPath = (id: number, rest: string) => `/api/lists/mysql/connection-strings/${id}${rest}`;

beforeAll(async () => {
  user = await createAccountWithUser();
  other = await createAccountWithUser();
  api = new ApiClient();
  otherApi = new ApiClient();
  await api.signIn(user.email, user.password);
  await otherApi.signIn(other.email, other.password);
  const saved = await api.post<ConnectionString>('/api/lists/mysql/connection-strings', saveBody());
  expect(saved.status).toBe(200);
  connId = saved.body.mySQLConnID;
});

describe('connection strings', () => {
  it('stores the password encrypted and never sends it back', async () => {
    const answer = await api.request('GET', '/api/lists/mysql/connection-strings?types=1,3');
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(SOURCE.password);
    expect(answer.body).toEqual([
      {
        mySQLConnID: connId,
        connName: 'CRM',
        mysqlHost: SOURCE.host,
        mysqlUsername: SOURCE.username,
        mysqlDatabase: SOURCE.database,
        tablePrefix: '',
        type: 1,
        hasPassword: true,
        requireTls: false,
      },
    ]);
    const row = await testDb()
      .selectFrom('mysql_connection_strings')
      .select('password_enc')
      .where('id', '=', connId)
      .executeTakeFirstOrThrow();
    expect(row.password_enc!.includes(Buffer.from(SOURCE.password))).toBe(false);
    expect((await api.get<ConnectionString[]>('/api/lists/mysql/connection-strings?types=2')).body).toEqual(
      [],
    );
  });

  it('checks the details on save, with the spec texts', async () => {
    const missing = await api.post<ErrorBody>('/api/lists/mysql/connection-strings', {
      type: 0,
      connName: '',
      mysqlHost: '',
      mysqlUsername: '',
      mysqlDatabase: '',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      connName: ['Connection name is required'],
      mysqlHost: ['Host is required'],
      mysqlUsername: ['Username is required'],
      mysqlDatabase: ['Please select a database'],
      type: ['Please select what to use this connection string for.'],
    });
    const wrong = await api.post<ErrorBody>(
      '/api/lists/mysql/connection-strings',
      saveBody({ mysqlPassword: 'wrong' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ code: 'MYSQL_UNREACHABLE', message: MYSQL_TEXTS.cannotConnect });
  });

  it('keeps the stored password when an update leaves it blank', async () => {
    const updated = await api.post<ConnectionString>(
      '/api/lists/mysql/connection-strings',
      saveBody({ mySQLConnID: connId, connName: 'CRM renamed', mysqlPassword: '' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ mySQLConnID: connId, connName: 'CRM renamed', hasPassword: true });
    expect((await api.get(mysqlPath(connId, '/tables'))).status).toBe(200);
  });

  it('never uses the stored password for another host or user', async () => {
    const elsewhere = await api.post<ConnectionString>(
      '/api/lists/mysql/connection-strings',
      saveBody({ mySQLConnID: connId, mysqlHost: 'localhost', mysqlPassword: '' }),
    );
    expect(elsewhere.status).toBe(422);
    const listing = await api.get<ErrorBody>(
      `/api/lists/mysql/databases?host=localhost&username=${SOURCE.username}&connectionStringId=${connId}`,
    );
    expect(listing.status).toBe(422);
    const same = await api.get(
      `/api/lists/mysql/databases?host=${SOURCE.host}&username=${SOURCE.username}&connectionStringId=${connId}`,
    );
    expect(same.status).toBe(200);
  });

  it("hides another account's connection strings (404 everywhere, nothing changed)", async () => {
    for (const path of ['/tables', '/top-10-rows/customers', '/column-mappings/customers?startRow=0']) {
      expect((await otherApi.get(mysqlPath(connId, path))).status).toBe(404);
    }
    expect((await otherApi.request('DELETE', mysqlPath(connId, ''))).status).toBe(404);
    const hijack = await otherApi.post(
      '/api/lists/mysql/connection-strings',
      saveBody({ mySQLConnID: connId }),
    );
    expect(hijack.status).toBe(404);
    const viaStored = await otherApi.get(
      `/api/lists/mysql/databases?host=${SOURCE.host}&username=${SOURCE.username}&connectionStringId=${connId}`,
    );
    expect(viaStored.status).toBe(404);
    expect((await api.get(mysqlPath(connId, '/tables'))).status).toBe(200);
  });

  it('deletes one (then it is gone)', async () => {
    const made = await api.post<ConnectionString>(
      '/api/lists/mysql/connection-strings',
      saveBody({ connName: 'Temp' }),
    );
    expect((await api.request('DELETE', mysqlPath(made.body.mySQLConnID, ''))).status).toBe(204);
    expect((await api.get(mysqlPath(made.body.mySQLConnID, '/tables'))).status).toBe(404);
  });
});

describe('databases and tables', () => {
  const databases = (host: string, username = SOURCE.username, password = SOURCE.password) =>
    api.get<{ databases: string[] } & ErrorBody>(
      `/api/lists/mysql/databases?${new URLSearchParams({ host, username, password })}`,
    );

  it('lists the databases the user can see, without the server’s own', async () => {
    const answer = await databases(SOURCE.host);
    expect(answer.status).toBe(200);
    expect(answer.body.databases).toContain(SOURCE.database);
    expect(answer.body.databases).not.toContain('information_schema');
    expect(answer.body.databases).not.toContain('sms_platform_test');
  });

  it('says it cannot connect for wrong credentials and for a port nobody listens on', async () => {
    for (const answer of [
      await databases(SOURCE.host, SOURCE.username, 'nope'),
      await databases('127.0.0.1:1'),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'MYSQL_UNREACHABLE',
        message: MYSQL_TEXTS.cannotConnect,
      });
    }
  });

  it('gives up on a server that accepts the connection but never answers (5 s connect time-out)', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const answer = await databases(`127.0.0.1:${(silent.address() as AddressInfo).port}`);
      expect(answer.status).toBe(422);
      expect(answer.body.error.message).toBe(MYSQL_TEXTS.cannotConnect);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 20_000);

  it('refuses loopback, private and link-local hosts outside the configured allowance', async () => {
    for (const host of [
      '127.0.0.2',
      '10.0.0.1',
      '192.168.1.20',
      '172.16.0.9',
      '169.254.169.254',
      '[::1]',
      'fe80::1',
    ]) {
      const answer = await databases(host);
      expect(answer.status, host).toBe(422);
      expect(answer.body.error.code, host).toBe('HOST_NOT_ALLOWED');
      expect(answer.body.error.message).toMatch(/private, loopback or link-local/);
    }
  });

  it('lists tables (by prefix) and refuses a table that is not there', async () => {
    expect((await api.get<{ tables: string[] }>(mysqlPath(connId, '/tables'))).body.tables).toEqual([
      'archived_contacts',
      'branches',
      'customers',
    ]);
    const prefixed = await api.post<ConnectionString>(
      '/api/lists/mysql/connection-strings',
      saveBody({ connName: 'Prefixed', tablePrefix: 'cust' }),
    );
    expect(
      (await api.get<{ tables: string[] }>(mysqlPath(prefixed.body.mySQLConnID, '/tables'))).body.tables,
    ).toEqual(['customers']);
    expect((await api.get(mysqlPath(prefixed.body.mySQLConnID, '/top-10-rows/branches'))).status).toBe(404);
    const injected = encodeURIComponent('customers` WHERE 1; DROP TABLE customers; --');
    expect((await api.get(mysqlPath(connId, `/top-10-rows/${injected}`))).status).toBe(404);
  });

  it('previews a table: column names, 10 rows, the row count; an empty table is refused clearly', async () => {
    const top = await api.get<TopRows>(mysqlPath(connId, '/top-10-rows/customers'));
    expect(top.status).toBe(200);
    expect(top.body.header.values).toEqual([
      'customer_id',
      'first_name',
      'last_name',
      'mobile',
      'email',
      'city',
      'signed_up',
    ]);
    expect(top.body.rows).toHaveLength(10);
    expect(top.body.rows[0]!.values.slice(0, 4)).toEqual(['1001', 'Thabo', 'Mokoena', '+27825550100']);
    expect(top.body).toMatchObject({ totalRowsCount: 40, listTooBig: false, maxRowCount: 500000 });
    const empty = await api.get<ErrorBody>(mysqlPath(connId, '/top-10-rows/archived_contacts'));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('The table has no rows.');
  });

  it('guesses column mappings and counts duplicates over the table', async () => {
    const mappings = await api.get<ColumnMapping[]>(
      mysqlPath(connId, '/column-mappings/customers?startRow=2&countryIso3166=ZA'),
    );
    expect(mappings.status).toBe(200);
    const byName = Object.fromEntries(mappings.body.map((m) => [m.name, m.fieldType]));
    expect(byName).toMatchObject({
      mobile: 'Cellphone',
      first_name: 'FirstName',
      last_name: 'LastName',
      email: 'Email',
    });
    expect(mappings.body[1]!.value).toBe('Sipho');
    const dupes = await api.get(
      mysqlPath(connId, '/duplicates/customers?startRow=0&keyColumn=3&countryIso3166=ZA'),
    );
    expect(dupes.body).toEqual({ duplicates: 1, total: 40, invalid: 1 });
    const past = await api.get<ErrorBody>(mysqlPath(connId, '/column-mappings/customers?startRow=40'));
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The first row to import is past the end of the table.');
  });
});

const createBody = (extra: object) => ({
  listName: 'From the CRM',
  description: '',
  countryIso3166: 'ZA',
  exclusionList: false,
  permissionToContact: true,
  uploadedFileId: null,
  importRow: 0,
  totalRows: 40,
  columnMappings: [
    { index: 3, fieldType: 'Cellphone' },
    { index: 1, fieldType: 'FirstName' },
    { index: 4, fieldType: 'Email' },
  ],
  ...extra,
});

async function finishedJob(client: ApiClient, jobId: number): Promise<ImportJob> {
  return eventually(async () => {
    const job = (await client.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId);
    return job && (job.status === 'Completed' || job.status === 'Failed') ? job : undefined;
  }, 30_000);
}

describe('importing from a MySQL table', () => {
  it('streams the table through the worker: valid numbers once, the invalid one rejected, custom fields kept', async () => {
    const field = await api.post<CustomField>('/api/lists/custom-fields', { label: 'City' });
    expect(field.status).toBe(201);
    const again = await api.post<ErrorBody>('/api/lists/custom-fields', { label: 'city' });
    expect(again.status).toBe(409);
    const queued = await api.post<QueuedImport>(
      '/api/sms/lists',
      createBody({
        connectionStringId: connId,
        tableName: 'customers',
        columnMappings: [
          { index: 3, fieldType: 'Cellphone' },
          { index: 1, fieldType: 'FirstName' },
          { index: 5, fieldType: 'Custom', customFieldId: field.body.id },
        ],
      }),
    );
    expect(queued.status).toBe(201);
    const job = await finishedJob(api, queued.body.jobId!);
    expect(job).toMatchObject({
      status: 'Completed',
      source: 'MySql',
      rowsProcessed: 40,
      rowsImported: 38,
      rowsDuplicate: 1,
      rowsInvalid: 1,
      hasRejectedRows: true,
    });
    expect(job.sourceName).toContain('customers');
    const list = (await api.get<SmsListRow>(`/api/sms/lists/${queued.body.listId}`)).body;
    expect(list).toMatchObject({ contacts: 38, status: 2 });
    const first = await testDb()
      .selectFrom('sms_list_contacts')
      .select(['cellphone', 'first_name', 'custom_values'])
      .where('list_id', '=', list.id)
      .where('cellphone', '=', '+27825550101')
      .executeTakeFirstOrThrow();
    expect(first.first_name).toBe('Lerato');
    expect(first.custom_values).toEqual({ [field.body.id]: 'Cape Town' });
  });

  it("refuses another account's connection string and custom field, and a table that is missing", async () => {
    const foreign = await otherApi.post(
      '/api/sms/lists',
      createBody({ connectionStringId: connId, tableName: 'customers' }),
    );
    expect(foreign.status).toBe(404);
    const otherField = await otherApi.post<CustomField>('/api/lists/custom-fields', { label: 'Secret' });
    const borrowed = await api.post<ErrorBody>(
      '/api/sms/lists',
      createBody({
        connectionStringId: connId,
        tableName: 'customers',
        columnMappings: [
          { index: 3, fieldType: 'Cellphone' },
          { index: 5, fieldType: 'Custom', customFieldId: otherField.body.id },
        ],
      }),
    );
    expect(borrowed.status).toBe(400);
    const noTable = await api.post<ErrorBody>(
      '/api/sms/lists',
      createBody({ connectionStringId: connId, tableName: null }),
    );
    expect(noTable.status).toBe(400);
  });
});

describe('a rogue MySQL server that asks for a local file', () => {
  let rogue: RogueServer;
  beforeAll(async () => {
    rogue = await startRogueMysqlServer('/etc/passwd');
  });
  afterAll(async () => rogue?.close());

  it('gets nothing: the client never offers LOCAL INFILE and sends no file, and the user sees a clear error', async () => {
    const host = `127.0.0.1:${rogue.port}`;
    const listing = await api.get<ErrorBody>(
      `/api/lists/mysql/databases?${new URLSearchParams({ host, username: 'x', password: 'y' })}`,
    );
    expect(listing.status).toBe(422);
    expect(listing.body.error.message).not.toContain('root:');

    const saved = await api.post<ConnectionString>(
      '/api/lists/mysql/connection-strings',
      saveBody({ connName: 'Rogue', mysqlHost: host, mysqlDatabase: 'x' }),
    );
    expect(saved.status).toBe(200);
    const queued = await api.post<QueuedImport>(
      '/api/sms/lists',
      createBody({ connectionStringId: saved.body.mySQLConnID, tableName: 'customers' }),
    );
    expect(queued.status).toBe(201);
    const job = await finishedJob(api, queued.body.jobId!);
    expect(job.status).toBe('Failed');
    expect(job.errorMessage).toBe(MYSQL_TEXTS.tablesFailed);

    expect(rogue.record.infileRequests).toBeGreaterThanOrEqual(2);
    expect(rogue.record.fileBytesReceived).toBe(0);
    expect(rogue.record.clientOfferedLocalFiles.length).toBeGreaterThanOrEqual(3);
    expect(rogue.record.clientOfferedLocalFiles.every((offered) => !offered)).toBe(true);
  });
});
