import type { AuthContext } from '../auth/auth-context';
import { open, seal } from '../platform/crypto/secret-box';
import type { Db } from '../platform/db/database';
import { badRequest, notFound } from '../platform/http/errors';
import { openUserDatabase } from './databases/open-user-database';
import { UserDatabaseError, withDeadline, type UserDatabaseTarget } from './databases/user-database';
import { readRequests } from './wrapper-log-requests';
import { toWrapperLog, toWrapperLogRow } from './wrapper-logs.mapper';
import * as repo from './wrapper-logs.repository';
import {
  WRAPPER_LOG_TEXTS,
  type ConnectionResult,
  type RequestsPage,
  type WrapperLog,
  type WrapperLogRow,
  metaRequestSchema,
  requestsQuerySchema,
  saveWrapperLogSchema,
} from './wrapper-logs.schemas';
import type { z } from 'zod';

const NOT_FOUND = 'The wrapper log';

export async function listWrapperLogs(db: Db, auth: AuthContext): Promise<WrapperLogRow[]> {
  return (await repo.listWrapperLogs(db, auth.scope)).map(toWrapperLogRow);
}

export async function getWrapperLog(db: Db, auth: AuthContext, id: number): Promise<WrapperLog> {
  const row = await repo.findWrapperLog(db, auth.scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toWrapperLog(row, await repo.listFields(db, id));
}

/**
 * The stored password may be reused (the browser leaves it empty) only for the host and user it was
 * typed for: otherwise a changed host would receive the stored password.
 */
function storedPasswordFor(
  stored: repo.WrapperLogRecord,
  type: string,
  host: string,
  username: string,
): string | null {
  const same =
    stored.database_type === type &&
    stored.database_host.trim().toLowerCase() === host.trim().toLowerCase() &&
    stored.database_username === username;
  return same ? open(stored.database_password_enc) : null;
}

const passwordRequired = () =>
  badRequest(WRAPPER_LOG_TEXTS.password, { databasePassword: [WRAPPER_LOG_TEXTS.password] });

/** Creates (id 0) or updates a wrapper log and its fields in one transaction; answers its id. */
export async function saveWrapperLog(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof saveWrapperLogSchema>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let passwordEnc: Buffer;
    if (input.id > 0) {
      const stored = await repo.findWrapperLog(trx, auth.scope, input.id);
      if (!stored) throw notFound(NOT_FOUND);
      if (input.databasePassword) passwordEnc = seal(input.databasePassword);
      else if (
        storedPasswordFor(stored, input.databaseType, input.databaseHost, input.databaseUsername) !== null
      )
        passwordEnc = stored.database_password_enc;
      else throw passwordRequired();
    } else {
      passwordEnc = seal(input.databasePassword);
    }
    const values: repo.WrapperLogValues = {
      name: input.name,
      description: input.description,
      repost_link: input.repostLink || null,
      manual_post_link: input.manualPostLink || null,
      database_type: input.databaseType,
      database_host: input.databaseHost,
      database_username: input.databaseUsername,
      database_password_enc: passwordEnc,
      database_name: input.databaseName,
      database_table: input.databaseTable,
    };
    let id = input.id;
    if (id > 0) await repo.updateWrapperLog(trx, auth.scope, id, values);
    else id = await repo.insertWrapperLog(trx, auth.scope, values);
    await repo.replaceFields(
      trx,
      id,
      input.fields.map((field, index) => ({
        column_name: field.columnName,
        heading: field.heading,
        type: field.type,
        sort_order: index,
        is_primary_key: field.isPrimaryKey ? 1 : 0,
        show_in_table: field.showInTable ? 1 : 0,
        is_downloadable: field.isDownloadable ? 1 : 0,
        is_source: field.isSource ? 1 : 0,
        is_cellphone: field.isCellphone ? 1 : 0,
        is_dropdown_search: field.isDropdownSearch ? 1 : 0,
        is_searchable: field.isSearchable ? 1 : 0,
      })),
    );
    return id;
  });
}

export async function deleteWrapperLog(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!(await repo.deleteWrapperLog(db, auth.scope, id))) throw notFound(NOT_FOUND);
}

/** Connect: the database's tables and columns, or the reason it failed (in the user's terms). */
export async function connectToDatabase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof metaRequestSchema>,
): Promise<ConnectionResult> {
  let password = input.password;
  if (!password && input.wrapperLogId) {
    const stored = await repo.findWrapperLog(db, auth.scope, input.wrapperLogId);
    if (!stored) throw notFound(NOT_FOUND);
    password = storedPasswordFor(stored, input.type, input.host, input.username) ?? '';
  }
  if (!password) throw badRequest(WRAPPER_LOG_TEXTS.password, { password: [WRAPPER_LOG_TEXTS.password] });
  const target: UserDatabaseTarget = {
    type: input.type,
    host: input.host,
    database: input.database,
    username: input.username,
    password,
  };
  try {
    const metadata = await withDeadline(
      () => openUserDatabase(target),
      (database) => database.tables(),
    );
    return { success: true, errorMessage: null, metadata };
  } catch (error) {
    return { success: false, errorMessage: failureText(error), metadata: [] };
  }
}

/** The request-log view: one page of the user's table through the log's fields. */
export async function listRequests(
  db: Db,
  auth: AuthContext,
  id: number,
  query: z.output<typeof requestsQuerySchema>,
): Promise<RequestsPage> {
  const row = await repo.findWrapperLog(db, auth.scope, id);
  if (!row) throw notFound(NOT_FOUND);
  const fields = await repo.listFields(db, id);
  const target: UserDatabaseTarget = {
    type: row.database_type,
    host: row.database_host,
    database: row.database_name,
    username: row.database_username,
    password: open(row.database_password_enc),
  };
  try {
    return await withDeadline(
      () => openUserDatabase(target),
      (database) => readRequests(database, row.database_table, fields, query),
    );
  } catch (error) {
    throw badRequest(failureText(error));
  }
}

function failureText(error: unknown): string {
  if (error instanceof UserDatabaseError) return error.message;
  const message = (error as Error | undefined)?.message;
  return message ? message.slice(0, 500) : 'The database server refused the connection.';
}
