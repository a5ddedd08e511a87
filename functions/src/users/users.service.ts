import { disableApiKeysOfAccount, disableApiKeysOfUser } from '../api-keys/api-keys.service';
import { deleteSessionsOfUser } from '../auth/auth.repository';
import type { AuthContext } from '../auth/auth-context';
import type { CurrentUser } from '../auth/auth.schemas';
import { hashPassword } from '../auth/password';
import { exportCsv } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { badRequest, conflict, notFound } from '../platform/http/errors';
import * as repo from './users.repository';
import { findUserInAccount, setUserArchived } from './users.repository';
import { toCurrentUser, toUserCsvRow, toUserDetail, toUserRow } from './users.mapper';
import {
  CANNOT_ARCHIVE_LAST_ADMIN,
  CANNOT_ARCHIVE_SELF,
  CANNOT_DEMOTE_LAST_ADMIN,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  USERS_CSV_HEADER,
  USERS_FILE_NAME,
  type AccountChoice,
  type UserDetail,
  type UserListQuery,
  type UserListResponse,
} from './users.schemas';
import type { z } from 'zod';
import type {
  createUserSchema,
  editPrepaidSchema,
  editUserSchema,
  userExportRequestSchema,
} from './users.schemas';

/** The signed-in user. */
export async function getCurrentUser(db: Db, auth: AuthContext): Promise<CurrentUser> {
  const row = await findUserInAccount(db, auth.scope, auth.userId);
  if (!row) throw notFound('The user');
  return toCurrentUser(row);
}

/** The Users screen's page (administrators). */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const { rows, total } = await repo.listUsers(db, query, query.sort, query.pagination);
  return { rows: rows.map(toUserRow), totalRows: total };
}

async function* csvRows(rows: AsyncIterable<repo.AdminUserRow>) {
  for await (const row of rows) yield toUserCsvRow(row);
}

/** active-users.csv: the unarchived users matching the filters, streamed to S3; a short-lived link. */
export async function exportUsers(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof userExportRequestSchema>,
): Promise<{ url: string; rows: number }> {
  const file = await exportCsv({
    bucket: 'Reports',
    keyPrefix: `downloads/${auth.accountId}/active-users`,
    fileName: USERS_FILE_NAME,
    header: USERS_CSV_HEADER,
    rows: csvRows(repo.streamUsers(db, request)),
    byteOrderMark: true,
  });
  return { url: file.url, rows: file.rows };
}

/**
 * Archives a user (spec 3 §2.10), in one transaction: their sessions end and the API keys they created
 * are disabled. Users belong to accounts and the SMS providers, SMS and e-mail campaigns, e-mail sending
 * domains (the e-mail providers), callbacks (web hooks) and API keys belong to the account: "this user's"
 * are the account's when no other unarchived user is left in it (the account stops working); while a
 * colleague remains, theirs keep working. An administrator cannot archive themselves or the last
 * administrator. Unarchiving lets the user sign in again; what was disabled stays disabled (switched back
 * on by the account's users, never silently).
 */
export async function changeUserArchived(
  db: Db,
  auth: AuthContext,
  userId: number,
  archived: boolean,
): Promise<void> {
  if (archived && userId === auth.userId) throw conflict(CANNOT_ARCHIVE_SELF);
  await db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    if (!user) throw notFound('The user');
    if (archived && user.role === 'Admin' && user.archived === 0 && (await repo.countActiveAdmins(trx)) <= 1)
      throw conflict(CANNOT_ARCHIVE_LAST_ADMIN);
    await setUserArchived(trx, userId, archived);
    if (!archived) return;
    await deleteSessionsOfUser(trx, userId);
    await disableApiKeysOfUser(trx, userId);
    if ((await repo.countOtherActiveUsers(trx, user.account_id, userId)) === 0) {
      await disableApiKeysOfAccount(trx, user.account_id);
      await repo.disableAccountSending(trx, user.account_id, new Date());
    }
  });
}

export async function getUserDetail(db: Db, userId: number): Promise<UserDetail> {
  const row = await repo.findAdminUser(db, userId);
  if (!row) throw notFound('The user');
  return toUserDetail(row);
}

export async function listAccountChoices(db: Db): Promise<AccountChoice[]> {
  return repo.listAccountChoices(db);
}

const emailTaken = () => badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
const isDuplicate = (error: unknown) => (error as { code?: string }).code === 'ER_DUP_ENTRY';

/** Creates a user (signed up by an administrator) in an existing or a new account, with their password. */
export async function createUser(
  db: Db,
  request: z.output<typeof createUserSchema>,
): Promise<{ id: number }> {
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await repo.findUserIdByEmail(trx, request.email)) throw emailTaken();
      let accountId = request.accountId;
      if (accountId !== null) {
        if (!(await repo.accountExists(trx, accountId)))
          throw badRequest('The account was not found', { accountId: ['The account was not found'] });
      } else {
        accountId = await repo.insertAccount(trx, request.accountName!);
      }
      const id = await repo.insertUser(trx, accountId, { ...values(request), password_hash: passwordHash });
      await repo.updateAccountBilling(trx, accountId, { xero_contact_id: request.contactId });
      return { id };
    });
  } catch (error) {
    if (isDuplicate(error)) throw emailTaken();
    throw error;
  }
}

const values = (r: z.output<typeof editUserSchema> | z.output<typeof createUserSchema>): repo.UserValues => ({
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  company: r.company,
  cellphone: r.cellphone,
  role: r.isAdmin ? 'Admin' : 'Client',
});

/** Edits a user's details, role, account's Xero contact and (when given) password. */
export async function editUser(
  db: Db,
  auth: AuthContext,
  userId: number,
  request: z.output<typeof editUserSchema>,
): Promise<void> {
  const passwordHash = request.password ? await hashPassword(request.password) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const user = await repo.lockUser(trx, userId);
      if (!user) throw notFound('The user');
      const other = await repo.findUserIdByEmail(trx, request.email);
      if (other && other.id !== userId) throw emailTaken();
      if (user.role === 'Admin' && !request.isAdmin) {
        if (userId === auth.userId) throw badRequest(CANNOT_DEMOTE_SELF, { isAdmin: [CANNOT_DEMOTE_SELF] });
        if (user.archived === 0 && (await repo.countActiveAdmins(trx)) <= 1)
          throw badRequest(CANNOT_DEMOTE_LAST_ADMIN, { isAdmin: [CANNOT_DEMOTE_LAST_ADMIN] });
      }
      await repo.updateUser(trx, userId, {
        ...values(request),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      await repo.updateAccountBilling(trx, user.account_id, { xero_contact_id: request.contactId });
      // A new password ends the user's other sessions.
      if (passwordHash && userId !== auth.userId) await deleteSessionsOfUser(trx, userId);
    });
  } catch (error) {
    if (isDuplicate(error)) throw emailTaken();
    throw error;
  }
}

/** The prepaid settings of the user's account (the edit-prepaid screen). */
export async function editPrepaid(
  db: Db,
  userId: number,
  request: z.output<typeof editPrepaidSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    if (!user) throw notFound('The user');
    await repo.updateAccountBilling(trx, user.account_id, {
      prepaid: request.prepaid ? 1 : 0,
      allow_purchase_prepaid: request.prepaid && request.allowPurchasePrepaid ? 1 : 0,
      prepaid_balance: request.prepaidBalance,
    });
  });
}
