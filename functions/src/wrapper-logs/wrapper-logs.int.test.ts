import { createServer, type AddressInfo, type Server } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import {
  FIELD_TYPES,
  WRAPPER_LOG_TEXTS,
  type ConnectionResult,
  type RequestsPage,
  type SaveWrapperLog,
  type WrapperLog,
  type WrapperLogRow,
} from './wrapper-logs.schemas';

// Wrapper logs through the real HTTP stack, against the local PostgreSQL (infra/db/ensure-postgres.sh: a
// request_log table and a read-only user) and the local MariaDB's demo CRM, as a customer's servers would be.
const PG = {
  type: 'POSTGRESQL' as const,
  host: '127.0.0.1',
  database: 'wrapper_demo_test',
  username: 'wrapper_reader',
  password: 'wrapper-reader-pass',
};
const MYSQL = {
  type: 'MYSQL' as const,
  host: '127.0.0.1',
  database: process.env.DEMO_SOURCE_DATABASE ?? 'crm_demo_test',
  username: 'crm_reader',
  password: 'crm-reader-pass',
};

const field = (columnName: string, type: number, extra: object = {}) => ({
  columnName,
  heading: columnName.replace(/_/g, ' '),
  type,
  ...extra,
});

const pgLog = (extra: Partial<SaveWrapperLog> = {}): SaveWrapperLog => ({
  name: 'Lead wrapper',
  description: 'Leads posted by the website',
  repostLink: 'https://leads.example.com/repost',
  manualPostLink: '',
  databaseType: PG.type,
  databaseHost: PG.host,
  databaseUsername: PG.username,
  databasePassword: PG.password,
  databaseName: PG.database,
  databaseTable: 'REQUEST_LOG',
  fields: [
    field('id', FIELD_TYPES.Number, { isPrimaryKey: true }),
    field('received_at', FIELD_TYPES.Date),
    field('status_code', FIELD_TYPES.Number),
    field('success', FIELD_TYPES.Boolean),
    field('request_body', FIELD_TYPES.String, { showInTable: false }),
  ],
  ...extra,
});

let user: TestUser;
let api: ApiClient;
let otherApi: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  const other = await createAccountWithUser();
  api = new ApiClient();
  otherApi = new ApiClient();
  await api.signIn(user.email, user.password);
  await otherApi.signIn(other.email, other.password);
});

describe('wrapper logs', () => {
  let id: number;

  it('saves a wrapper log with its fields, the password encrypted and never sent back', async () => {
    const saved = await api.post<{ id: number }>('/api/settings/wrapper-logs/save', pgLog());
    expect(saved.status).toBe(200);
    id = saved.body.id;
    const stored = await testDb()
      .selectFrom('wrapper_logs')
      .select('database_password_enc')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.database_password_enc.toString('latin1')).not.toContain(PG.password);

    const got = await api.get<WrapperLog>(`/api/settings/wrapper-logs/${id}`);
    expect(got.status).toBe(200);
    expect(JSON.stringify(got.body)).not.toContain(PG.password);
    expect(got.body).toMatchObject({
      id,
      name: 'Lead wrapper',
      databaseType: 'POSTGRESQL',
      databasePassword: '',
      hasPassword: true,
      databaseTable: 'REQUEST_LOG',
    });
    expect(got.body.fields.map((f) => [f.columnName, f.type, f.sortOrder, f.showInTable])).toEqual([
      ['id', 4, 0, true],
      ['received_at', 1, 1, true],
      ['status_code', 4, 2, true],
      ['success', 2, 3, true],
      ['request_body', 3, 4, false],
    ]);

    const list = await api.get<WrapperLogRow[]>('/api/settings/wrapper-logs');
    expect(list.body.map((row) => [row.id, row.name, row.databaseType])).toEqual([
      [id, 'Lead wrapper', 'POSTGRESQL'],
    ]);
  });

  it('refuses invalid input with the spec’s texts', async () => {
    const answer = await api.post<ErrorBody>('/api/settings/wrapper-logs/save', {
      ...pgLog(),
      name: ' ab ',
      description: '',
      repostLink: 'not a url',
      databaseHost: '',
      databasePassword: '',
      databaseTable: '',
      databaseType: 'ORACLE',
      fields: [{ columnName: '', heading: '', type: 9 }],
    });
    expect(answer.status).toBe(400);
    const messages = JSON.stringify(answer.body);
    for (const text of [
      WRAPPER_LOG_TEXTS.nameShort,
      WRAPPER_LOG_TEXTS.descriptionRequired,
      WRAPPER_LOG_TEXTS.url,
      WRAPPER_LOG_TEXTS.host,
      WRAPPER_LOG_TEXTS.table,
      WRAPPER_LOG_TEXTS.databaseType,
      WRAPPER_LOG_TEXTS.fieldName,
      WRAPPER_LOG_TEXTS.fieldHeading,
      WRAPPER_LOG_TEXTS.fieldType,
    ]) {
      expect(messages).toContain(text);
    }
  });

  it('keeps the stored password on an update only for the same host and user', async () => {
    const same = await api.post(
      '/api/settings/wrapper-logs/save',
      pgLog({ id, databasePassword: '', name: 'Lead log' }),
    );
    expect(same.status).toBe(200);
    const moved = await api.post<ErrorBody>(
      '/api/settings/wrapper-logs/save',
      pgLog({ id, databasePassword: '', databaseHost: 'db.attacker.example' }),
    );
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain(WRAPPER_LOG_TEXTS.password);
    const connectElsewhere = await api.post<ErrorBody>('/api/settings/wrapper-logs/meta', {
      ...PG,
      host: '127.0.0.1:1',
      password: '',
      wrapperLogId: id,
    });
    expect(connectElsewhere.status).toBe(400);
  });

  it('connects to PostgreSQL and reads its tables, columns, types and primary keys', async () => {
    const answer = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', {
      ...PG,
      password: '',
      wrapperLogId: id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const table = answer.body.metadata.find((t) => t.tableName === 'request_log');
    expect(table?.columns.map((c) => [c.columnName, c.fieldType, c.isPrimaryKey])).toEqual([
      ['id', 4, true],
      ['request_id', 5, false],
      ['received_at', 1, false],
      ['source', 3, false],
      ['cellphone', 3, false],
      ['status_code', 4, false],
      ['success', 2, false],
      ['request_body', 3, false],
      ['response_body', 3, false],
    ]);
  });

  it('connects to MySQL and reads its tables', async () => {
    const answer = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', MYSQL);
    expect(answer.body.success).toBe(true);
    const customers = answer.body.metadata.find((t) => t.tableName === 'customers');
    expect(customers?.columns.find((c) => c.columnName === 'customer_id')).toMatchObject({
      isPrimaryKey: true,
      fieldType: 4,
    });
    expect(customers?.columns.find((c) => c.columnName === 'signed_up')?.fieldType).toBe(1);
  });

  it('says why a connection failed, in the status text’s terms', async () => {
    const wrongPassword = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', {
      ...PG,
      password: 'wrong',
    });
    expect(wrongPassword.body).toMatchObject({ success: false, metadata: [] });
    expect(wrongPassword.body.errorMessage).toMatch(/password authentication failed/);

    const privateHost = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', {
      ...PG,
      host: '10.1.2.3',
    });
    expect(privateHost.body.errorMessage).toMatch(/private, loopback or link-local/);

    const metadataHost = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', {
      ...MYSQL,
      host: '169.254.169.254',
    });
    expect(metadataHost.body.success).toBe(false);
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const answer = await api.post<ConnectionResult>('/api/settings/wrapper-logs/meta', {
        ...PG,
        host: `127.0.0.1:${port}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(false);
      expect(Date.now() - started).toBeLessThan(25_000);
    } finally {
      silent.close();
    }
  });

  it('pages the request log with the status filter, through the log’s fields only', async () => {
    const all = await api.post<RequestsPage>(`/api/settings/wrapper-logs/${id}/requests`, { page: 1 });
    expect(all.status).toBe(200);
    expect(all.body.totalRows).toBe(40);
    expect(all.body.statusColumn).toBe('status_code');
    expect(all.body.columns.map((c) => c.columnName)).toEqual([
      'id',
      'received_at',
      'status_code',
      'success',
    ]);
    expect(all.body.rows).toHaveLength(10);
    expect(all.body.rows[0]).toMatchObject({ id: '40' });
    expect(Object.keys(all.body.rows[0]!)).toEqual([
      'id',
      'received_at',
      'status_code',
      'success',
      'request_body',
    ]);

    const errors = await api.post<RequestsPage>(`/api/settings/wrapper-logs/${id}/requests`, {
      status: 'error',
      rowsPerPage: 100,
    });
    expect(errors.body.totalRows).toBe(16);
    expect(errors.body.rows.every((r) => Number(r.status_code) >= 300)).toBe(true);
    const ok = await api.post<RequestsPage>(`/api/settings/wrapper-logs/${id}/requests`, {
      status: 'success',
    });
    expect(ok.body.totalRows).toBe(24);
  });

  it('keeps other accounts out', async () => {
    expect((await otherApi.get(`/api/settings/wrapper-logs/${id}`)).status).toBe(404);
    expect((await otherApi.post(`/api/settings/wrapper-logs/${id}/requests`, {})).status).toBe(404);
    expect((await otherApi.post('/api/settings/wrapper-logs/save', pgLog({ id }))).status).toBe(404);
    expect(
      (await otherApi.post('/api/settings/wrapper-logs/meta', { ...PG, password: '', wrapperLogId: id }))
        .status,
    ).toBe(404);
    expect((await otherApi.request('DELETE', `/api/settings/wrapper-logs/delete/${id}`)).status).toBe(404);
    expect((await otherApi.get<WrapperLogRow[]>('/api/settings/wrapper-logs')).body).toEqual([]);
  });

  it('deletes a wrapper log with its fields', async () => {
    expect((await api.request('DELETE', `/api/settings/wrapper-logs/delete/${id}`)).status).toBe(204);
    expect((await api.get(`/api/settings/wrapper-logs/${id}`)).status).toBe(404);
    const fields = await testDb()
      .selectFrom('wrapper_log_fields')
      .select('id')
      .where('wrapper_log_id', '=', id)
      .execute();
    expect(fields).toEqual([]);
  });
});
