import type { DbOrTrx } from '../platform/db/database';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import { likeStartsWith, type ContactSearch } from './contact-search';

/** The ids of a list's contacts (scoped through the list's account), from one index. */
function idsWhere(db: DbOrTrx, scope: TenantScope, listId: number) {
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .select('c.id')
    .where('l.id', '=', listId)
    .where('l.account_id', '=', scope.accountId)
    .where('c.list_id', '=', listId);
}

type IdQuery = ReturnType<typeof idsWhere>;

/**
 * The ids of the contacts that match: one index range per way of matching (cellphone, first name, last
 * name, e-mail), joined with UNION, so that neither the page nor the count reads a row of the list it
 * does not need (see contact-search.ts for what matches).
 */
function matchingIds(db: DbOrTrx, scope: TenantScope, listId: number, search: ContactSearch): IdQuery {
  const ids = () => idsWhere(db, scope, listId);
  if (search.kind === 'all') return ids();
  const parts: IdQuery[] =
    search.kind === 'phone'
      ? search.prefixes.map((p) => ids().where('c.cellphone', 'like', `${p}%`))
      : (['c.first_name', 'c.last_name', 'c.email'] as const).map((column) =>
          ids().where(column, 'like', likeStartsWith(search.prefix)),
        );
  if (search.kind === 'text' && search.fullName) {
    const { first, lastPrefix } = search.fullName;
    parts.push(
      ids()
        .where('c.first_name', '=', first)
        .where('c.id', 'in', ids().where('c.last_name', 'like', likeStartsWith(lastPrefix))),
    );
  }
  return parts.slice(1).reduce((all, part) => all.union(part), parts[0]!);
}

/** The ids of one page of the matching contacts in id order (the window from page-window.ts). */
function pageIds(db: DbOrTrx, scope: TenantScope, listId: number, search: ContactSearch, w: PageWindow) {
  const direction = w.reverse ? 'desc' : 'asc';
  if (search.kind === 'all') {
    // One range of (list_id, id), read in either direction: no sort, no row reads.
    return idsWhere(db, scope, listId).orderBy('c.id', direction).limit(w.limit).offset(w.offset);
  }
  return db
    .selectFrom(matchingIds(db, scope, listId, search).as('m'))
    .select('m.id')
    .orderBy('m.id', direction)
    .limit(w.limit)
    .offset(w.offset);
}

/** One page of a list's matching contacts, in id order, with their opt-out flags. */
export function listContacts(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  search: ContactSearch,
  window: PageWindow,
) {
  return db
    .selectFrom(pageIds(db, scope, listId, search, window).as('p'))
    .innerJoin('sms_list_contacts as c', 'c.id', 'p.id')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .leftJoin('sms_optouts as o', (j) =>
      j.onRef('o.account_id', '=', 'l.account_id').onRef('o.cellphone', '=', 'c.cellphone'),
    )
    .leftJoin('dma_optouts as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.cellphone', '=', 'c.cellphone'),
    )
    .select([
      'c.id',
      'c.cellphone',
      'c.first_name',
      'c.last_name',
      'c.email',
      'o.cellphone as optout',
      'd.cellphone as dma',
    ])
    .where('l.account_id', '=', scope.accountId)
    .orderBy('c.id')
    .execute();
}

/** How many of a list's contacts match (counted on the indexes, never on the rows). */
export async function countContacts(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  search: ContactSearch,
): Promise<number> {
  const row = await db
    .selectFrom(matchingIds(db, scope, listId, search).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
