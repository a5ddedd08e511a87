import { findOwnAccount } from '../accounts/accounts.repository';
import type { AuthContext } from '../auth/auth-context';
import { countryCode, toE164 } from '../lists/files/phone';
import type { Db } from '../platform/db/database';
import { badRequest } from '../platform/http/errors';
import { historyReachOf, type HistoryReach } from './history-reach';
import * as ids from './id-number-history.repository';
import * as repo from './phone-history.repository';
import {
  toHistoryCallbackRow,
  toHistoryClickRow,
  toHistoryDeliveryReportRow,
  toHistoryListRow,
  toHistoryMessageRow,
  toHistoryReplyRow,
  accountOf,
} from './sms-history.mapper';
import {
  HISTORY_PANEL_LIMIT,
  HISTORY_TEXTS,
  ID_NUMBER_RESULT_LIMIT,
  type HistoryCallbackRow,
  type HistoryClickRow,
  type HistoryDeliveryReportRow,
  type HistoryListRow,
  type HistoryMessageRow,
  type HistoryPanel,
  type HistoryReplyRow,
  type IdNumberHistory,
  type PagedPhoneHistoryQuery,
} from './sms-history.schemas';

// SMS History (spec 2 §2.2, §2.3, §7.1). Each panel is its own call, so the screen fills panel by panel.
// The typed number becomes E.164 with the caller's account's default country (the lists' rule), so
// 0821234567, 27821234567 and +27 82 123 4567 find the same rows; a number that is not valid is a 400.

export interface Lookup {
  auth: AuthContext;
  /** The administrators' view across every account (403 for anyone else). */
  global: boolean;
  cellphone: string;
}

/** The typed number in E.164 for the caller's account's default country, or a 400 saying it is not valid. */
export async function normaliseCellphone(db: Db, auth: AuthContext, typed: string): Promise<string> {
  const account = await findOwnAccount(db, auth.scope);
  const e164 = toE164(typed, countryCode(account?.default_country_iso3166 ?? 'ZA'));
  if (e164 !== null) return e164;
  const message = HISTORY_TEXTS.invalidCellphone(typed);
  throw badRequest(message, { cellphone: [message] });
}

async function resolve(db: Db, lookup: Lookup): Promise<{ reach: HistoryReach; cellphone: string }> {
  const reach = historyReachOf(lookup.auth, lookup.global);
  return { reach, cellphone: await normaliseCellphone(db, lookup.auth, lookup.cellphone) };
}

/** The newest rows of an unpaged panel; the total is counted only when they fill the panel. */
async function newest<Row>(
  rows: Row[],
  count: () => Promise<number>,
): Promise<{ rows: Row[]; totalRows: number }> {
  return { rows, totalRows: rows.length < HISTORY_PANEL_LIMIT ? rows.length : await count() };
}

const windowOf = (query: PagedPhoneHistoryQuery) => ({
  offset: (query.page - 1) * query.rowsPerPage,
  limit: query.rowsPerPage,
});

/** Marketing lists holding the number. */
export async function getNumberLists(db: Db, lookup: Lookup): Promise<HistoryPanel<HistoryListRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const rows = await repo.listNumberLists(db, reach, cellphone, HISTORY_PANEL_LIMIT);
  const panel = await newest(rows, () => repo.countNumberLists(db, reach, cellphone));
  return {
    cellphone,
    rows: panel.rows.map((row) => toHistoryListRow(reach, row)),
    totalRows: panel.totalRows,
  };
}

/** One page of the messages sent to the number. */
export async function getNumberMessages(
  db: Db,
  lookup: Lookup,
  query: PagedPhoneHistoryQuery,
): Promise<HistoryPanel<HistoryMessageRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const [rows, totalRows] = await Promise.all([
    repo.listNumberMessages(db, reach, cellphone, windowOf(query)),
    repo.countNumberMessages(db, reach, cellphone),
  ]);
  return { cellphone, rows: rows.map((row) => toHistoryMessageRow(reach, row)), totalRows };
}

/** One page of the delivery reports of the number's messages. */
export async function getNumberDeliveryReports(
  db: Db,
  lookup: Lookup,
  query: PagedPhoneHistoryQuery,
): Promise<HistoryPanel<HistoryDeliveryReportRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const [rows, totalRows] = await Promise.all([
    repo.listNumberDeliveryReports(db, reach, cellphone, windowOf(query)),
    repo.countNumberDeliveryReports(db, reach, cellphone),
  ]);
  return { cellphone, rows: rows.map((row) => toHistoryDeliveryReportRow(reach, row)), totalRows };
}

/** The replies received from the number. */
export async function getNumberReplies(db: Db, lookup: Lookup): Promise<HistoryPanel<HistoryReplyRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const rows = await repo.listNumberReplies(db, reach, cellphone, HISTORY_PANEL_LIMIT);
  const panel = await newest(rows, () => repo.countNumberReplies(db, reach, cellphone));
  return {
    cellphone,
    rows: panel.rows.map((row) => toHistoryReplyRow(reach, row)),
    totalRows: panel.totalRows,
  };
}

/** The web-service callbacks about the number. */
export async function getNumberCallbacks(db: Db, lookup: Lookup): Promise<HistoryPanel<HistoryCallbackRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const rows = await repo.listNumberCallbacks(db, reach, cellphone, HISTORY_PANEL_LIMIT);
  const panel = await newest(rows, () => repo.countNumberCallbacks(db, reach, cellphone));
  return {
    cellphone,
    rows: panel.rows.map((row) => toHistoryCallbackRow(reach, row)),
    totalRows: panel.totalRows,
  };
}

/** The links the number opened (unique clicks). */
export async function getNumberClicks(db: Db, lookup: Lookup): Promise<HistoryPanel<HistoryClickRow>> {
  const { reach, cellphone } = await resolve(db, lookup);
  const rows = await repo.listNumberClicks(db, reach, cellphone, HISTORY_PANEL_LIMIT);
  const panel = await newest(rows, () => repo.countNumberClicks(db, reach, cellphone));
  return {
    cellphone,
    rows: panel.rows.map((row) => toHistoryClickRow(reach, cellphone, row)),
    totalRows: panel.totalRows,
  };
}

/** Cellphones by ID Number: the cellphones on lists with the ID number, or that replied with it. */
export async function getIdNumberCellphones(
  db: Db,
  auth: AuthContext,
  global: boolean,
  idNumber: string,
): Promise<IdNumberHistory> {
  const reach = historyReachOf(auth, global);
  const [onLists, inReplies] = await Promise.all([
    ids.listListCellphonesOfIdNumber(db, reach, idNumber, ID_NUMBER_RESULT_LIMIT),
    ids.listReplyCellphonesOfIdNumber(db, reach, idNumber, ID_NUMBER_RESULT_LIMIT),
  ]);
  const found = new Map<string, ids.IdNumberCellphone>();
  for (const row of [...onLists, ...inReplies]) found.set(`${row.account_id} ${row.cellphone}`, row);
  const rows = [...found.values()]
    .sort((a, b) => a.cellphone.localeCompare(b.cellphone) || a.account_name.localeCompare(b.account_name))
    .slice(0, ID_NUMBER_RESULT_LIMIT)
    .map((row) => ({ cellphone: row.cellphone, account: accountOf(reach, row.account_name) }));
  return { idNumber, rows, totalRows: rows.length };
}
