import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { Database } from '../platform/db/database.types';
import { likeContains } from '../platform/db/like';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import { LIST_STATUS } from './lists.schemas';

/** The tables of lists (SMS and e-mail), paged and counted alike. */
export type ListTable = 'sms_lists' | 'email_lists';

const SORT_COLUMN = {
  id: 'id',
  name: 'name',
  dateCreated: 'created_at',
  contacts: 'contacts',
  optouts: 'optouts',
  dmaOptouts: 'dma_optouts',
} as const;

/** The columns these queries use. */
type QueriedColumns =
  'id' | 'account_id' | 'name' | 'status' | (typeof SORT_COLUMN)[keyof typeof SORT_COLUMN];
/** Compiles only while every list table has those columns with sms_lists' types. */
const _alike: Pick<Database[ListTable], QueriedColumns> extends Pick<Database['sms_lists'], QueriedColumns>
  ? true
  : never = true;

/** The queries are typed on sms_lists' columns (the ones they use are alike, above); the SQL names `table`. */
const typedAsSmsLists = (table: ListTable) => table as 'sms_lists';

export interface ListQuery {
  nameContains: string;
  sort: { field: keyof typeof SORT_COLUMN; direction: 'asc' | 'desc' };
}

function filtered(db: DbOrTrx, table: ListTable, scope: TenantScope, nameContains: string) {
  let query = db.selectFrom(typedAsSmsLists(table)).where('account_id', '=', scope.accountId);
  if (nameContains) query = query.where('name', 'like', likeContains(nameContains));
  return query;
}

/** One page of the account's lists in `table`: the page's ids first (a window from either end), then their rows. */
export function listTablePage<T extends ListTable>(
  db: DbOrTrx,
  table: T,
  scope: TenantScope,
  q: ListQuery,
  w: PageWindow,
): Promise<Selectable<Database[T]>[]> {
  const flip = { asc: 'desc', desc: 'asc' } as const;
  const direction = w.reverse ? flip[q.sort.direction] : q.sort.direction;
  const ids = filtered(db, table, scope, q.nameContains)
    .select('id')
    .orderBy(SORT_COLUMN[q.sort.field], direction)
    .orderBy('id', direction)
    .limit(w.limit)
    .offset(w.offset);
  return db
    .selectFrom(ids.as('page'))
    .innerJoin(`${typedAsSmsLists(table)} as l`, 'l.id', 'page.id')
    .selectAll('l')
    .where('l.account_id', '=', scope.accountId)
    .orderBy(`l.${SORT_COLUMN[q.sort.field]}`, q.sort.direction)
    .orderBy('l.id', q.sort.direction)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** How many of the account's lists in `table` match. */
export async function countListTable(
  db: DbOrTrx,
  table: ListTable,
  scope: TenantScope,
  nameContains: string,
): Promise<number> {
  const row = await filtered(db, table, scope, nameContains)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One list of the account in `table`. */
export function findListRow<T extends ListTable>(
  db: DbOrTrx,
  table: T,
  scope: TenantScope,
  listId: number,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(typedAsSmsLists(table))
    .selectAll()
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** Deletes a list in `table` that is neither Queued nor InProgress; false when there is no such list to delete. */
export async function deleteIdleListRow(
  db: DbOrTrx,
  table: ListTable,
  scope: TenantScope,
  listId: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom(typedAsSmsLists(table))
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .where('status', 'not in', [LIST_STATUS.Queued, LIST_STATUS.InProgress])
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
