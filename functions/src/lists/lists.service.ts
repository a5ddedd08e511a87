import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, conflict, notFound } from '../platform/http/errors';
import { findOwnAccount } from '../accounts/accounts.repository';
import { countContacts, listContacts } from './contacts.repository';
import {
  LIST_STATUS,
  type ListContact,
  type SmsListRow,
  type contactsQuerySchema,
  type editListSchema,
  type listInfoSchema,
  type listListsRequestSchema,
} from './lists.schemas';
import * as repo from './lists.repository';
import { toSmsListRow } from './lists.mapper';

const listNotFound = () => notFound('The list');

/** One page of the caller's SMS lists. */
export async function listSmsLists(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof listListsRequestSchema>,
) {
  const query: repo.ListQuery = {
    nameContains: request.filter,
    sort: request.sort,
    limit: request.pagination.rowsPerPage,
    offset: (request.pagination.page - 1) * request.pagination.rowsPerPage,
  };
  const [rows, totalRows] = await Promise.all([
    repo.listLists(db, auth.scope, query),
    repo.countLists(db, auth.scope, query.nameContains),
  ]);
  return { rows: rows.map(toSmsListRow), totalRows };
}

/** One list. */
export async function getSmsList(db: Db, auth: AuthContext, listId: number): Promise<SmsListRow> {
  const row = await repo.findList(db, auth.scope, listId);
  if (!row) throw listNotFound();
  return toSmsListRow(row);
}

/** Creates an empty, Completed list (contacts come later through an import). */
export async function createEmptyList(db: Db, auth: AuthContext, info: z.output<typeof listInfoSchema>) {
  const listId = await repo.insertList(db, auth.scope, {
    name: info.listName,
    description: info.description || null,
    country_iso3166: info.countryIso3166,
    exclusion_list: info.exclusionList ? 1 : 0,
    status: LIST_STATUS.Completed,
  });
  return { listId, jobId: null };
}

/** Deletes a list unless an import is queued or running for it (409). */
export async function deleteSmsList(db: Db, auth: AuthContext, listId: number): Promise<void> {
  const row = await repo.findList(db, auth.scope, listId);
  if (!row) throw listNotFound();
  if (!(await repo.deleteIdleList(db, auth.scope, listId))) {
    throw conflict('This list cannot be deleted while its contacts are queued or being processed.');
  }
}

/** Renames a list and changes its description. */
export async function editSmsList(
  db: Db,
  auth: AuthContext,
  listId: number,
  body: z.output<typeof editListSchema>,
) {
  const changed = await db
    .updateTable('sms_lists')
    .set({ name: body.listName, description: body.description || null })
    .where('id', '=', listId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw listNotFound();
}

/** A page of a list's contacts; refused when the account's downloads are limited (spec 1 §6). */
export async function getListContacts(
  db: Db,
  auth: AuthContext,
  listId: number,
  q: z.output<typeof contactsQuerySchema>,
): Promise<{ rows: ListContact[]; totalRows: number }> {
  const account = await findOwnAccount(db, auth.scope);
  if (account?.limit_downloads)
    throw apiError(403, 'FORBIDDEN', 'Viewing and exporting contacts is turned off for this account.');
  if (!(await repo.findList(db, auth.scope, listId))) throw listNotFound();
  const page = { search: q.search, limit: q.rowsPerPage, offset: (q.page - 1) * q.rowsPerPage };
  const [rows, totalRows] = await Promise.all([
    listContacts(db, auth.scope, listId, page),
    countContacts(db, auth.scope, listId, q.search),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      cellphone: r.cellphone,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      optedOut: r.optout !== null,
      dmaOptedOut: r.dma !== null,
    })),
    totalRows,
  };
}
