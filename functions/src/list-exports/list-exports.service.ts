import type { AuthContext } from '../auth/auth-context';
import { findOwnAccount } from '../accounts/accounts.repository';
import { exportCsv } from '../platform/csv/csv-export';
import type { CsvValue } from '../platform/csv/csv-cell';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import { EXPORT_COLUMNS, EXPORT_FLAG_HEADERS, EXPORT_REFUSED } from './list-exports.schemas';
import * as repo from './list-exports.repository';

/** South African Standard Time is UTC+2 all year (no daylight saving), the product's display time. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const sastText = (date: Date) =>
  new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** A contact as one CSV row: its fields, when it was added (SAST), and Yes/No suppression flags. */
export function toExportRow(contact: repo.ExportedContact): CsvValue[] {
  return [
    // International format without the plus (27821234567): SMS gateways' format, re-imports for the
    // list's country, and a spreadsheet cannot take it for a formula.
    contact.cellphone.replace(/^\+/, ''),
    ...EXPORT_COLUMNS.slice(1).map(([, column]) => contact[column]),
    sastText(contact.created_at),
    contact.optout === null ? 'No' : 'Yes',
    contact.dma === null ? 'No' : 'Yes',
  ];
}

async function* exportRows(rows: AsyncIterable<repo.ExportedContact>) {
  for await (const contact of rows) yield toExportRow(contact);
}

const fileNameOf = (name: string, listId: number) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'list'
  }-${listId}-contacts.csv`;

/**
 * Streams a list's contacts into a CSV in the Reports bucket and answers a short-lived link to it; 404 for
 * another account's list, 403 when the account's downloads are limited (spec 1 §6).
 */
export async function exportListContacts(db: Db, auth: AuthContext, listId: number): Promise<string> {
  const account = await findOwnAccount(db, auth.scope);
  if (!account || account.limit_downloads) throw apiError(403, 'FORBIDDEN', EXPORT_REFUSED);
  const list = await repo.findExportableList(db, auth.scope, listId);
  if (!list) throw notFound('The list');
  const file = await exportCsv({
    bucket: 'Reports',
    keyPrefix: `downloads/${auth.accountId}/lists/${listId}`,
    fileName: fileNameOf(list.name, listId),
    header: [...EXPORT_COLUMNS.map(([header]) => header), ...EXPORT_FLAG_HEADERS],
    rows: exportRows(repo.streamListContacts(db, auth.scope, listId)),
    byteOrderMark: true,
  });
  return file.url;
}
