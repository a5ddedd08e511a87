import { isHttpError } from 'http-errors';
import type { Connection } from 'mysql2';
import type { AuthContext } from '../../auth/auth-context';
import { open, seal } from '../../platform/crypto/secret-box';
import type { Db } from '../../platform/db/database';
import { apiError, conflict, notFound } from '../../platform/http/errors';
import type { TenantScope } from '../../platform/tenancy';
import { guessColumnMappings } from '../files/column-mappings';
import { countDuplicateRows, type DuplicateCount } from '../files/duplicates';
import { FileError } from '../files/file-errors';
import { MAX_LIST_ROWS, PREVIEW_ROWS } from '../files/limits';
import type { ColumnMapping, TopRows } from '../lists.schemas';
import * as repo from './connection-strings.repository';
import { config } from '../../platform/config';
import { HostRefusedError, requireTlsByDefault } from './host-guard';
import { MysqlConnectError, MysqlSourceError, withUserMysql, type MysqlTarget } from './mysql-client';
import { mysqlLimits } from './mysql-limits';
import { listDatabases, listTables, tableRowBatches, tableSample, tableTop } from './mysql-tables';
import { MYSQL_TEXTS, type ConnectionString, type SaveConnectionString } from './mysql.schemas';

const connectionNotFound = () => notFound('The connection string');

/** The row as the browser may see it: never the password. */
function toConnectionString(row: repo.ConnectionStringRow): ConnectionString {
  return {
    mySQLConnID: row.id,
    connName: row.conn_name,
    mysqlHost: row.host,
    mysqlUsername: row.username,
    mysqlDatabase: row.database_name,
    tablePrefix: row.table_prefix,
    type: row.type,
    hasPassword: row.password_enc !== null,
    requireTls: row.require_tls === 1,
  };
}

/** Where a saved connection string points, with its password decrypted (in memory only). */
export function targetOf(row: repo.ConnectionStringRow): MysqlTarget {
  return {
    host: row.host,
    username: row.username,
    password: row.password_enc ? open(row.password_enc) : '',
    database: row.database_name,
    requireTls: row.require_tls === 1,
  };
}

const sameHost = (row: repo.ConnectionStringRow, host: string) =>
  row.host.trim().toLowerCase() === host.trim().toLowerCase();

/**
 * The stored password, but only for the server and user it was given for: otherwise anyone editing the
 * connection string could point it at a server of their own and have us log in there with it. Nor is
 * a password saved for a TLS-only connection sent without TLS: turning Require TLS off asks for it
 * again, so the weaker channel is the user's deliberate choice.
 */
function storedPasswordFor(
  row: repo.ConnectionStringRow,
  to: { host: string; username: string; requireTls: boolean },
): string {
  if (!row.password_enc) return '';
  if (!sameHost(row, to.host) || row.username !== to.username.trim()) return '';
  if (row.require_tls === 1 && !to.requireTls) return '';
  return open(row.password_enc);
}

/** Require TLS when the caller did not say: the saved value for the same host, else by the host. */
function requireTlsFor(host: string, asked: boolean | undefined, row?: repo.ConnectionStringRow | null) {
  if (asked !== undefined) return asked;
  if (row && sameHost(row, host)) return row.require_tls === 1;
  return requireTlsByDefault(host, config.mysqlSourceAllowedCidrs);
}

/** A table problem in the user's terms (the file library speaks of files). */
const TABLE_MESSAGES: Partial<Record<FileError['code'], string>> = {
  noContacts: 'The table has no rows.',
  startRowOutOfRange: 'The first row to import is past the end of the table.',
  keyColumnOutOfRange: 'The key column is not in the table.',
};

/**
 * Runs work on the user's server within the wizard's time limit (so the request answers before the
 * API's 29 s); unreachable or stalled servers, refused hosts, TLS refusals and bad tables become
 * clear errors.
 */
async function onServer<T>(
  target: MysqlTarget,
  cannotConnect: string,
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  try {
    return await withUserMysql(target, work, mysqlLimits().wizardMs);
  } catch (error) {
    if (isHttpError(error)) throw error;
    if (error instanceof HostRefusedError) throw apiError(422, 'HOST_NOT_ALLOWED', error.message);
    if (error instanceof MysqlSourceError) throw apiError(422, 'MYSQL_UNREACHABLE', error.message);
    if (error instanceof MysqlConnectError) throw apiError(422, 'MYSQL_UNREACHABLE', cannotConnect);
    if (error instanceof FileError) {
      const message = TABLE_MESSAGES[error.code] ?? error.message;
      throw apiError(400, 'VALIDATION_FAILED', message, { table: [message] });
    }
    const { sqlMessage, code } = error as { sqlMessage?: string; code?: unknown };
    if (sqlMessage) throw apiError(422, 'MYSQL_UNREACHABLE', `The MySQL server answered: ${sqlMessage}`);
    // A connection dropped or a protocol the client did not expect: the server is not usable.
    if (typeof code === 'string') throw apiError(422, 'MYSQL_UNREACHABLE', cannotConnect);
    throw error;
  }
}

async function ownConnectionString(db: Db, scope: TenantScope, id: number) {
  const row = await repo.findConnectionString(db, scope, id);
  if (!row) throw connectionNotFound();
  return row;
}

/** The account's connection strings of the given types. */
export async function connectionStrings(db: Db, auth: AuthContext, types: number[]) {
  return (await repo.listConnectionStrings(db, auth.scope, types)).map(toConnectionString);
}

/** The databases a user can see with these details (the dialog's Database list). */
export async function databases(
  db: Db,
  auth: AuthContext,
  q: { host: string; username: string; password: string; connectionStringId?: number; requireTls?: boolean },
): Promise<{ databases: string[] }> {
  const row = q.connectionStringId ? await ownConnectionString(db, auth.scope, q.connectionStringId) : null;
  const requireTls = requireTlsFor(q.host, q.requireTls, row);
  const password = q.password || (row ? storedPasswordFor(row, { ...q, requireTls }) : '');
  const target = { host: q.host, username: q.username, password, requireTls };
  return { databases: await onServer(target, MYSQL_TEXTS.cannotConnect, listDatabases) };
}

/** Creates or updates a connection string once the server accepts its details. */
export async function saveConnectionString(
  db: Db,
  auth: AuthContext,
  body: Required<Omit<SaveConnectionString, 'mySQLConnID' | 'requireTls'>> & {
    mySQLConnID: number | null;
    requireTls?: boolean;
  },
): Promise<ConnectionString> {
  const existing = body.mySQLConnID ? await ownConnectionString(db, auth.scope, body.mySQLConnID) : null;
  const requireTls = requireTlsFor(body.mysqlHost, body.requireTls, existing);
  const kept =
    existing && !body.clearPassword && !body.mysqlPassword
      ? storedPasswordFor(existing, { host: body.mysqlHost, username: body.mysqlUsername, requireTls })
      : '';
  const password = body.mysqlPassword || kept;
  const target = {
    host: body.mysqlHost,
    username: body.mysqlUsername,
    password,
    database: body.mysqlDatabase,
    requireTls,
  };
  await onServer(target, MYSQL_TEXTS.cannotConnect, async () => undefined);
  const values: repo.ConnectionStringValues = {
    conn_name: body.connName,
    host: body.mysqlHost,
    username: body.mysqlUsername,
    password_enc: password ? seal(password) : null,
    database_name: body.mysqlDatabase,
    table_prefix: body.tablePrefix,
    type: body.type,
    require_tls: requireTls ? 1 : 0,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await repo.updateConnectionString(db, auth.scope, id, values);
  } else id = await repo.insertConnectionString(db, auth.scope, values);
  return toConnectionString((await repo.findConnectionString(db, auth.scope, id))!);
}

/** Deletes a connection string (not while an import from it is queued or running). */
export async function deleteConnectionString(db: Db, auth: AuthContext, id: number): Promise<void> {
  await ownConnectionString(db, auth.scope, id);
  if (await repo.isInUse(db, id))
    throw conflict('An import from this connection string has not finished yet; delete it afterwards.');
  await repo.deleteConnectionString(db, auth.scope, id);
}

/** The tables of the connection string's database (those starting with its table prefix). */
export async function tables(db: Db, auth: AuthContext, id: number): Promise<{ tables: string[] }> {
  const row = await ownConnectionString(db, auth.scope, id);
  const found = await onServer(targetOf(row), MYSQL_TEXTS.tablesFailed, (c) =>
    listTables(c, row.table_prefix),
  );
  return { tables: found };
}

/** Runs work on one table of a connection string, once the table is known to be there. */
async function onTable<T>(
  db: Db,
  auth: AuthContext,
  id: number,
  table: string,
  work: (c: Connection) => Promise<T>,
): Promise<T> {
  const row = await ownConnectionString(db, auth.scope, id);
  return onServer(targetOf(row), MYSQL_TEXTS.tablesFailed, async (c) => {
    if (!(await listTables(c, row.table_prefix)).includes(table)) throw notFound('The table');
    return work(c);
  });
}

/** The column names, first 10 rows and the row count of a table, with the list-size verdict. */
export function tableTopRows(db: Db, auth: AuthContext, id: number, table: string): Promise<TopRows> {
  return onTable(db, auth, id, table, async (c) => {
    const top = await tableTop(c, table, PREVIEW_ROWS);
    if (top.total === 0) throw new FileError('noContacts', 'The table has no rows.');
    return {
      header: { values: top.header },
      rows: top.rows.map((values) => ({ values })),
      totalRowsCount: top.total,
      listTooBig: top.total > MAX_LIST_ROWS,
      maxRowCount: MAX_LIST_ROWS,
    };
  });
}

/** Each column with the start row's value and a guessed field type. */
export function tableColumnMappings(
  db: Db,
  auth: AuthContext,
  id: number,
  table: string,
  startRow: number,
  country: string,
): Promise<ColumnMapping[]> {
  return onTable(db, auth, id, table, async (c) => {
    const { header, rows, total } = await tableSample(c, table, startRow);
    if (total === 0) throw new FileError('noContacts', 'The table has no rows.');
    if (rows.length === 0) throw new FileError('startRowOutOfRange', '');
    const guesses = await guessColumnMappings([header, ...rows], 0, country);
    return guesses.map((g) => ({ ...g, customFieldId: null }));
  });
}

/** Duplicates on the key column from the start row, over the whole table (streamed). */
export function tableDuplicates(
  db: Db,
  auth: AuthContext,
  id: number,
  table: string,
  q: { startRow: number; keyColumn: number; countryIso3166: string; keyField?: 'Cellphone' | 'Email' },
): Promise<DuplicateCount> {
  return onTable(db, auth, id, table, (c) =>
    countDuplicateRows(tableRowBatches(c, table), q.startRow, q.keyColumn, q.countryIso3166, q.keyField),
  );
}
