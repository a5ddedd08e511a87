import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { SmsListsTable } from './lists.table';
import { likeContains } from '../platform/db/like';

const SORT_COLUMN = {
  id: 'id',
  name: 'name',
  dateCreated: 'created_at',
  contacts: 'contacts',
  optouts: 'optouts',
  dmaOptouts: 'dma_optouts',
} as const;

export interface ListQuery {
  nameContains: string;
  sort: { field: keyof typeof SORT_COLUMN; direction: 'asc' | 'desc' };
}

function filtered(db: DbOrTrx, scope: TenantScope, nameContains: string) {
  let query = db.selectFrom('sms_lists').where('account_id', '=', scope.accountId);
  if (nameContains) query = query.where('name', 'like', likeContains(nameContains));
  return query;
}

/** One page of the account's SMS lists: the page's ids first (a window from either end), then their rows. */
export function listLists(db: DbOrTrx, scope: TenantScope, q: ListQuery, w: PageWindow) {
  const flip = { asc: 'desc', desc: 'asc' } as const;
  const direction = w.reverse ? flip[q.sort.direction] : q.sort.direction;
  const ids = filtered(db, scope, q.nameContains)
    .select('id')
    .orderBy(SORT_COLUMN[q.sort.field], direction)
    .orderBy('id', direction)
    .limit(w.limit)
    .offset(w.offset);
  return db
    .selectFrom(ids.as('page'))
    .innerJoin('sms_lists as l', 'l.id', 'page.id')
    .selectAll('l')
    .where('l.account_id', '=', scope.accountId)
    .orderBy(`l.${SORT_COLUMN[q.sort.field]}`, q.sort.direction)
    .orderBy('l.id', q.sort.direction)
    .execute();
}

export type ListRow = Awaited<ReturnType<typeof listLists>>[number];

/** How many of the account's lists match. */
export async function countLists(db: DbOrTrx, scope: TenantScope, nameContains: string): Promise<number> {
  const row = await filtered(db, scope, nameContains)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One list of the account. */
export function findList(db: DbOrTrx, scope: TenantScope, listId: number) {
  return db
    .selectFrom('sms_lists')
    .selectAll()
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

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
export async function deleteIdleList(db: DbOrTrx, scope: TenantScope, listId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('sms_lists')
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .where('status', 'not in', [0, 1])
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
