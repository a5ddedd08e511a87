import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { likeContains } from '../platform/db/like';
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

// ---- administration (spec 3 §2.10): every user, across accounts; administrators only ---------------

const adminColumns = [
  'u.id',
  'u.account_id',
  'a.name as account_name',
  'u.first_name',
  'u.last_name',
  'u.company',
  'u.cellphone',
  'u.email',
  'u.role',
  'u.self_sign_up',
  'u.email_verified',
  'u.created_at',
  'u.last_login_at',
  'u.archived',
  'a.prepaid',
  'a.allow_purchase_prepaid',
  'a.prepaid_balance',
  'a.xero_contact_id',
  'a.xero_invoice_number',
  'a.xero_invoice_url',
  'a.xero_invoice_created_at',
] as const;

export interface UserFilters {
  filter: string;
  showArchived: boolean;
  signedUpBy: 'Both' | 'Self' | 'Admin';
  hasXeroContact: 'Both' | 'WithXero' | 'WithoutXero';
}

function filteredUsers(db: DbOrTrx, f: UserFilters) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .where('u.archived', '=', f.showArchived ? 1 : 0);
  if (f.signedUpBy !== 'Both') q = q.where('u.self_sign_up', '=', f.signedUpBy === 'Self' ? 1 : 0);
  if (f.hasXeroContact === 'WithXero') q = q.where('a.xero_contact_id', 'is not', null);
  if (f.hasXeroContact === 'WithoutXero') q = q.where('a.xero_contact_id', 'is', null);
  if (f.filter) {
    const like = likeContains(f.filter);
    const id = /^\d{1,9}$/.test(f.filter) ? Number(f.filter) : null;
    q = q.where((eb) =>
      eb.or([
        eb('u.first_name', 'like', like),
        eb('u.last_name', 'like', like),
        eb(sql<string>`CONCAT(u.first_name, ' ', u.last_name)`, 'like', like),
        eb('u.email', 'like', like),
        eb('u.company', 'like', like),
        eb('u.cellphone', 'like', like),
        eb('a.name', 'like', like),
        ...(id !== null ? [eb('u.id', '=', id)] : []),
      ]),
    );
  }
  return q;
}

const SORT_COLUMNS = { id: 'u.id', created: 'u.created_at', lastLoginDate: 'u.last_login_at' } as const;

/** One page of users, sorted, with the total that match. */
export async function listUsers(
  db: DbOrTrx,
  f: UserFilters,
  sort: { field: keyof typeof SORT_COLUMNS; asc: boolean },
  page: { page: number; rowsPerPage: number },
) {
  const direction = sort.asc ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    filteredUsers(db, f)
      .select(adminColumns)
      .orderBy(SORT_COLUMNS[sort.field], direction)
      .orderBy('u.id', direction)
      .limit(page.rowsPerPage)
      .offset((page.page - 1) * page.rowsPerPage)
      .execute(),
    filteredUsers(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** Unarchived users matching the filters, by id, streamed (the export). */
export function streamUsers(db: DbOrTrx, f: Omit<UserFilters, 'showArchived'>) {
  return filteredUsers(db, { ...f, showArchived: false })
    .select(adminColumns)
    .orderBy('u.id')
    .stream();
}

/** One user with their account's billing, for the edit screens (administrators). */
export function findAdminUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(adminColumns)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Locks the user's row (archive, role change) so two administrators cannot race the last-admin check. */
export function lockUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'account_id', 'role', 'archived'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Unarchived administrators, locked: the last-admin rule reads them. */
export async function countActiveAdmins(db: DbOrTrx): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Admin')
    .where('archived', '=', 0)
    .forUpdate()
    .execute();
  return rows.length;
}

/** Unarchived users of the account other than this one. */
export async function countOtherActiveUsers(db: DbOrTrx, accountId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('id', '!=', userId)
    .where('archived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserIdByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  cellphone: string | null;
  role: 'Client' | 'Admin';
}

export async function insertUser(
  db: DbOrTrx,
  accountId: number,
  values: UserValues & { password_hash: string },
): Promise<number> {
  const { insertId } = await db
    .insertInto('users')
    .values({ ...values, account_id: accountId, self_sign_up: 0, email_verified: 1 })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateUser(
  db: DbOrTrx,
  userId: number,
  values: UserValues & { password_hash?: string },
): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export async function insertAccount(db: DbOrTrx, name: string): Promise<number> {
  const { insertId } = await db.insertInto('accounts').values({ name }).executeTakeFirstOrThrow();
  return Number(insertId);
}

export function accountExists(db: DbOrTrx, accountId: number) {
  return db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
}

export function listAccountChoices(db: DbOrTrx) {
  return db.selectFrom('accounts').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function updateAccountBilling(
  db: DbOrTrx,
  accountId: number,
  values: {
    xero_contact_id?: string | null;
    prepaid?: number;
    allow_purchase_prepaid?: number;
    prepaid_balance?: string;
  },
): Promise<void> {
  await db.updateTable('accounts').set(values).where('id', '=', accountId).execute();
}

// ---- what archiving an account's last user disables (spec 3 §1, §2.10) ----------------------------

/** The account's SMS providers, SMS and e-mail campaigns, sending domains and callbacks, switched off. */
export async function disableAccountSending(db: DbOrTrx, accountId: number, at: Date) {
  const providers = await db
    .updateTable('sms_providers')
    .set({ active: 0 })
    .where('account_id', '=', accountId)
    .where('active', '=', 1)
    .executeTakeFirst();
  const smsCampaigns = await db
    .updateTable('sms_campaigns')
    // Dormant (0), as archiving a campaign leaves it; replies are no longer received; callbacks stop.
    .set({ status: 0, send_status: 0, receive_active: 0, callback_url: null })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const emailCampaigns = await db
    .updateTable('email_campaigns')
    .set((eb) => ({
      send_active: 0,
      // Active, Queued, Sending or BuildingSegment become Dormant (0); Completed stays.
      status: eb.case().when('status', '=', 1).then(1).else(0).end(),
    }))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const domains = await sql`
    UPDATE email_sending_domains SET disabled_at = ${at}
    WHERE account_id = ${accountId} AND disabled_at IS NULL`.execute(db);
  const callbacks = await db
    .updateTable('webhook_calls')
    .set({ given_up: 1, next_attempt_at: null, last_error: 'Disabled: the account’s user was archived' })
    .where('account_id', '=', accountId)
    .where('sent', '=', 0)
    .where('given_up', '=', 0)
    .executeTakeFirst();
  return {
    smsProviders: Number(providers.numUpdatedRows),
    smsCampaigns: Number(smsCampaigns.numUpdatedRows),
    emailCampaigns: Number(emailCampaigns.numUpdatedRows),
    emailSendingDomains: Number(domains.numAffectedRows ?? 0),
    pendingCallbacks: Number(callbacks.numUpdatedRows),
  };
}
