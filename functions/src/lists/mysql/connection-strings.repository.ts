import type { DbOrTrx } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy';

export interface ConnectionStringValues {
  conn_name: string;
  host: string;
  username: string;
  password_enc: Buffer | null;
  database_name: string;
  table_prefix: string;
  type: number;
  /** 1 or 0. */
  require_tls: number;
}

/** The account's connection strings, by name; `types` narrows to these types (SMS lists ask for 1 and 3). */
export function listConnectionStrings(db: DbOrTrx, scope: TenantScope, types: number[]) {
  let query = db
    .selectFrom('mysql_connection_strings')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .orderBy('conn_name')
    .orderBy('id');
  if (types.length) query = query.where('type', 'in', types);
  return query.execute();
}

export type ConnectionStringRow = Awaited<ReturnType<typeof listConnectionStrings>>[number];

/** One connection string of the account. */
export function findConnectionString(db: DbOrTrx, scope: TenantScope, id: number) {
  return db
    .selectFrom('mysql_connection_strings')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertConnectionString(
  db: DbOrTrx,
  scope: TenantScope,
  values: ConnectionStringValues,
): Promise<number> {
  const result = await db
    .insertInto('mysql_connection_strings')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateConnectionString(
  db: DbOrTrx,
  scope: TenantScope,
  id: number,
  values: ConnectionStringValues,
): Promise<void> {
  await db
    .updateTable('mysql_connection_strings')
    .set({ ...values, updated_at: new Date() })
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .execute();
}

/** True when an import from this connection string is queued or running. */
export async function isInUse(db: DbOrTrx, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('list_import_jobs')
    .select('id')
    .where('connection_string_id', '=', id)
    .where('status', 'in', ['Queued', 'InProgress'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteConnectionString(db: DbOrTrx, scope: TenantScope, id: number): Promise<void> {
  await db
    .deleteFrom('mysql_connection_strings')
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .execute();
}
