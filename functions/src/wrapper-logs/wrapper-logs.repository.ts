import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { WrapperLogFieldsTable, WrapperLogsTable } from './wrapper-logs.table';
import type { Insertable } from 'kysely';

export type WrapperLogValues = Omit<
  Insertable<WrapperLogsTable>,
  'id' | 'account_id' | 'created_at' | 'updated_at'
>;
export type WrapperLogFieldValues = Omit<Insertable<WrapperLogFieldsTable>, 'id' | 'wrapper_log_id'>;

/** The account's wrapper logs, newest first. */
export function listWrapperLogs(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('wrapper_logs')
    .select(['id', 'name', 'description', 'database_type', 'created_at'])
    .where('account_id', '=', scope.accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One wrapper log of the account, or undefined. */
export function findWrapperLog(db: DbOrTrx, scope: TenantScope, id: number) {
  return db
    .selectFrom('wrapper_logs')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type WrapperLogRecord = NonNullable<Awaited<ReturnType<typeof findWrapperLog>>>;

/** Its fields in order. */
export function listFields(db: DbOrTrx, wrapperLogId: number) {
  return db
    .selectFrom('wrapper_log_fields')
    .selectAll()
    .where('wrapper_log_id', '=', wrapperLogId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type WrapperLogFieldRecord = Awaited<ReturnType<typeof listFields>>[number];

export async function insertWrapperLog(
  db: DbOrTrx,
  scope: TenantScope,
  values: WrapperLogValues,
): Promise<number> {
  const result = await db
    .insertInto('wrapper_logs')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Updates one of the account's wrapper logs; false when it is not the account's. */
export async function updateWrapperLog(
  db: DbOrTrx,
  scope: TenantScope,
  id: number,
  values: WrapperLogValues,
): Promise<boolean> {
  const result = await db
    .updateTable('wrapper_logs')
    .set(values)
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces the log's fields with these, in order. */
export async function replaceFields(db: DbOrTrx, wrapperLogId: number, fields: WrapperLogFieldValues[]) {
  await db.deleteFrom('wrapper_log_fields').where('wrapper_log_id', '=', wrapperLogId).execute();
  if (fields.length === 0) return;
  await db
    .insertInto('wrapper_log_fields')
    .values(fields.map((field) => ({ ...field, wrapper_log_id: wrapperLogId })))
    .execute();
}

/** Deletes one of the account's wrapper logs (its fields go with it); false when it is not the account's. */
export async function deleteWrapperLog(db: DbOrTrx, scope: TenantScope, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('wrapper_logs')
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
