import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, conflict, notFound } from '../platform/http/errors';
import { findOwnAccount } from '../accounts/accounts.repository';
import { nearStartWindow, pageWindow, type PageWindow } from '../platform/db/page-window';
import { contactSearch } from './contact-search';
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
  const query: repo.ListQuery = { nameContains: request.filter, sort: request.sort };
  const { page, rowsPerPage } = request.pagination;
  const near = nearStartWindow(page, rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([
      repo.listLists(db, auth.scope, query, near),
      repo.countLists(db, auth.scope, query.nameContains),
    ]);
    return { rows: rows.map(toSmsListRow), totalRows };
  }
  const totalRows = await repo.countLists(db, auth.scope, query.nameContains);
  const window = pageWindow(page, rowsPerPage, totalRows);
  const rows = window ? await repo.listLists(db, auth.scope, query, window) : [];
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
  const changed = await repo.updateList(db, auth.scope, listId, {
    name: body.listName,
    description: body.description || null,
  });
  if (!changed) throw listNotFound();
}

/**
 * A page of a list's contacts in id order; refused when the account's downloads are limited (spec 1 §6).
 * A number-like search is read for the list's country (contact-search.ts). Without a search, the total is
 * the list's contacts counter once the list is Completed (the import sets it to the list's COUNT(*) as it
 * ends); while contacts are still arriving, and for a search, the matching ids are counted on the indexes.
 */
export async function getListContacts(
  db: Db,
  auth: AuthContext,
  listId: number,
  q: z.output<typeof contactsQuerySchema>,
): Promise<{ rows: ListContact[]; totalRows: number }> {
  const account = await findOwnAccount(db, auth.scope);
  if (account?.limit_downloads)
    throw apiError(403, 'FORBIDDEN', 'Viewing and exporting contacts is turned off for this account.');
  const list = await repo.findList(db, auth.scope, listId);
  if (!list) throw listNotFound();
  const search = contactSearch(q.search, list.country_iso3166);
  const page = (w: PageWindow | null) => (w ? listContacts(db, auth.scope, listId, search, w) : []);
  const known = search.kind === 'all' && list.status === LIST_STATUS.Completed ? list.contacts : null;
  const near = nearStartWindow(q.page, q.rowsPerPage);
  let rows: Awaited<ReturnType<typeof listContacts>>;
  let totalRows: number;
  if (known === null && near) {
    [rows, totalRows] = await Promise.all([page(near), countContacts(db, auth.scope, listId, search)]);
  } else {
    totalRows = known ?? (await countContacts(db, auth.scope, listId, search));
    rows = await page(pageWindow(q.page, q.rowsPerPage, totalRows));
  }
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
