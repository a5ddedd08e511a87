import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The caller's own account. */
export function findOwnAccount(db: DbOrTrx, scope: TenantScope) {
  return db.selectFrom('accounts').selectAll().where('id', '=', scope.accountId).executeTakeFirst();
}

/** Every account with its number of users (administrators only). */
export function listAccountsWithUserCounts(db: DbOrTrx) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('users as u', 'u.account_id', 'a.id')
    .select((eb) => ['a.id', 'a.name', 'a.created_at', eb.fn.count<number>('u.id').as('user_count')])
    .groupBy(['a.id', 'a.name', 'a.created_at'])
    .orderBy('a.name')
    .execute();
}

/** Sets the name the account's marketing messages say they are from (null: the account's name). */
export async function updateSenderName(db: DbOrTrx, scope: TenantScope, senderName: string | null) {
  await db
    .updateTable('accounts')
    .set({ sender_name: senderName })
    .where('id', '=', scope.accountId)
    .execute();
}
