import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

const userColumns = [
  'u.id',
  'u.account_id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.role',
  'u.archived',
  'u.last_login_at',
  'u.previous_login_at',
  'a.name as account_name',
] as const;

/** A user with the password hash, for signing in (not tenant-scoped: the e-mail address is global). */
export function findUserForSignIn(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_id', 'email', 'password_hash', 'archived'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A user of the caller's account. */
export function findUserInAccount(db: DbOrTrx, scope: TenantScope, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(userColumns)
    .where('u.id', '=', userId)
    .where('u.account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** Any user, for administrators. */
export function findUserById(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(userColumns)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** Stamps a successful sign-in. */
export async function recordLogin(db: DbOrTrx, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
    .where('id', '=', userId)
    .execute();
}

/** Archives or unarchives a user; false when there is no such user. */
export async function setUserArchived(db: DbOrTrx, userId: number, archived: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ archived: archived ? 1 : 0 })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
