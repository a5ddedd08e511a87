import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import {
  countListTable,
  deleteIdleListRow,
  findListRow,
  listTablePage,
  type ListQuery,
} from '../lists/list-tables.repository';
import type { EmailListsTable } from './email-lists.table';

export type EmailListQuery = ListQuery;

/** One page of the account's e-mail lists. */
export const listEmailLists = (db: DbOrTrx, scope: TenantScope, q: EmailListQuery, w: PageWindow) =>
  listTablePage(db, 'email_lists', scope, q, w);

export type EmailListDbRow = Awaited<ReturnType<typeof listEmailLists>>[number];

/** How many of the account's e-mail lists match. */
export const countEmailLists = (db: DbOrTrx, scope: TenantScope, nameContains: string): Promise<number> =>
  countListTable(db, 'email_lists', scope, nameContains);

/** One e-mail list of the account. */
export const findEmailList = (db: DbOrTrx, scope: TenantScope, listId: number) =>
  findListRow(db, 'email_lists', scope, listId);

/** Creates an e-mail list in the account. */
export async function insertEmailList(
  db: DbOrTrx,
  scope: TenantScope,
  values: Omit<Insertable<EmailListsTable>, 'account_id'>,
): Promise<number> {
  const r = await db
    .insertInto('email_lists')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** Deletes an e-mail list that is neither Queued nor InProgress; false when there is no such list to delete. */
export const deleteIdleEmailList = (db: DbOrTrx, scope: TenantScope, listId: number): Promise<boolean> =>
  deleteIdleListRow(db, 'email_lists', scope, listId);

/** Which of these e-mail campaign ids are the account's. */
export async function ownCampaignIds(db: DbOrTrx, scope: TenantScope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('email_campaigns')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The job (and its e-mail list) an upload already fed, for a repeated create of the same upload. */
export function findEmailJobOfUpload(db: DbOrTrx, scope: TenantScope, uploadedFileId: number) {
  return db
    .selectFrom('list_import_jobs')
    .select(['id', 'email_list_id'])
    .where('account_id', '=', scope.accountId)
    .where('uploaded_file_id', '=', uploadedFileId)
    .where('email_list_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
}

/** The job (and its e-mail list) a MySQL-table create of this list name made within the last `seconds`. */
export function findRecentEmailJobOfTable(
  db: DbOrTrx,
  scope: TenantScope,
  listName: string,
  connectionStringId: number,
  seconds: number,
) {
  return db
    .selectFrom('list_import_jobs as j')
    .innerJoin('email_lists as l', 'l.id', 'j.email_list_id')
    .select(['j.id', 'j.email_list_id', 'j.settings'])
    .where('j.account_id', '=', scope.accountId)
    .where('l.name', '=', listName)
    .where('j.connection_string_id', '=', connectionStringId)
    .where('j.created_at', '>=', sql<Date>`NOW(3) - INTERVAL ${seconds} SECOND`)
    .execute();
}

/**
 * Engaged-subscribers jobs that created an e-mail list of this name within the last `seconds`, with their
 * settings (a repeated create of the same list answers the first).
 */
export function findRecentEngagedJobs(db: DbOrTrx, scope: TenantScope, listName: string, seconds: number) {
  return db
    .selectFrom('list_import_jobs as j')
    .innerJoin('email_lists as l', 'l.id', 'j.email_list_id')
    .select(['j.id', 'j.email_list_id', 'j.settings'])
    .where('j.account_id', '=', scope.accountId)
    .where('j.source', '=', 'EngagedSubscribers')
    .where('l.name', '=', listName)
    .where('j.created_at', '>=', sql<Date>`NOW(3) - INTERVAL ${seconds} SECOND`)
    .execute();
}
