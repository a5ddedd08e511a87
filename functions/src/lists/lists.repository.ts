import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { SmsListsTable } from './lists.table';
import {
  countListTable,
  deleteIdleListRow,
  findListRow,
  listTablePage,
  type ListQuery,
} from './list-tables.repository';

export type { ListQuery } from './list-tables.repository';

/** One page of the account's SMS lists. */
export const listLists = (db: DbOrTrx, scope: TenantScope, q: ListQuery, w: PageWindow) =>
  listTablePage(db, 'sms_lists', scope, q, w);

export type ListRow = Awaited<ReturnType<typeof listLists>>[number];

/** How many of the account's lists match. */
export const countLists = (db: DbOrTrx, scope: TenantScope, nameContains: string): Promise<number> =>
  countListTable(db, 'sms_lists', scope, nameContains);

/** One list of the account. */
export const findList = (db: DbOrTrx, scope: TenantScope, listId: number) =>
  findListRow(db, 'sms_lists', scope, listId);

/** Creates a list in the account. */
export async function insertList(
  db: DbOrTrx,
  scope: TenantScope,
  values: Omit<Insertable<SmsListsTable>, 'account_id'>,
): Promise<number> {
  const r = await db
    .insertInto('sms_lists')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** Changes a list of the account; false when there is no such list. */
export async function updateList(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  values: Pick<Updateable<SmsListsTable>, 'name' | 'description'>,
): Promise<boolean> {
  const r = await db
    .updateTable('sms_lists')
    .set(values)
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes a list that is neither Queued nor InProgress; false when there is no such list to delete. */
export const deleteIdleList = (db: DbOrTrx, scope: TenantScope, listId: number): Promise<boolean> =>
  deleteIdleListRow(db, 'sms_lists', scope, listId);
