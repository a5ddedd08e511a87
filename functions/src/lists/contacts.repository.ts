import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { likeContains } from '../platform/db/like';

function contactsOf(db: DbOrTrx, scope: TenantScope, listId: number, search: string) {
  let q = db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .where('c.list_id', '=', listId)
    .where('l.account_id', '=', scope.accountId);
  if (search) {
    const like = likeContains(search);
    q = q.where((eb) =>
      eb.or([
        eb('c.cellphone', 'like', like),
        eb('c.first_name', 'like', like),
        eb('c.last_name', 'like', like),
        eb('c.email', 'like', like),
      ]),
    );
  }
  return q;
}

/** One page of a list's contacts with their opt-out flags (scoped through the list's account). */
export function listContacts(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  q: { search: string; offset: number; limit: number },
) {
  return contactsOf(db, scope, listId, q.search)
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
    .orderBy('c.id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** How many of a list's contacts match. */
export async function countContacts(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  search: string,
): Promise<number> {
  const row = await contactsOf(db, scope, listId, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
