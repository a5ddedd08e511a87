import type { Connection } from 'mysql2';
import type { Db } from '../platform/db/database';
import { openObject } from '../platform/storage/s3';
import { FileError } from './files/file-errors';
import { readRowBatches } from './files/read-rows';
import type { ClaimedJob, ImportSettings } from './import-jobs.repository';
import { HostRefusedError } from './mysql/host-guard';
import { connectToUserMysql, MysqlConnectError, MysqlSourceError } from './mysql/mysql-client';
import { targetOf } from './mysql/mysql-sources.service';
import { listTables, tableRowBatches } from './mysql/mysql-tables';
import { MYSQL_TEXTS } from './mysql/mysql.schemas';

/** An import's rows (header first, in batches), from an uploaded file or a user's MySQL table. */
export interface RowSource {
  batches: AsyncIterable<string[][]>;
  close: () => Promise<void>;
}

/** The source cannot be read at all: the job fails with this message. */
export class SourceError extends Error {}

/** Opens the job's source. */
export async function openRowSource(db: Db, job: ClaimedJob, settings: ImportSettings): Promise<RowSource> {
  if (job.source === 'MySql') return openTable(db, job, settings);
  const file = job.uploaded_file_id
    ? await db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('id', '=', job.uploaded_file_id)
        .executeTakeFirst()
    : undefined;
  if (!file) throw new SourceError('The uploaded file no longer exists.');
  const source = {
    name: file.file_name,
    size: file.size ?? undefined,
    open: () => openObject('Uploads', file.s3_key),
    openRange: (range: { start: number; end: number }) => openObject('Uploads', file.s3_key, range),
  };
  return { batches: readRowBatches(source), close: async () => undefined };
}

async function openTable(db: Db, job: ClaimedJob, settings: ImportSettings): Promise<RowSource> {
  const row = job.connection_string_id
    ? await db
        .selectFrom('mysql_connection_strings')
        .selectAll()
        .where('id', '=', job.connection_string_id)
        .where('account_id', '=', job.account_id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new SourceError('The connection string was deleted before the import ran.');
  const table = settings.tableName ?? '';
  let connection: Connection;
  try {
    connection = await connectToUserMysql(targetOf(row));
  } catch (error) {
    throw new SourceError(failureMessage(error, 'MySql') ?? MYSQL_TEXTS.tablesFailed);
  }
  try {
    if (!(await listTables(connection, row.table_prefix)).includes(table))
      throw new SourceError(`The table ${table} is no longer in the database ${row.database_name}.`);
  } catch (error) {
    connection.destroy();
    throw error instanceof SourceError
      ? error
      : new SourceError(error instanceof MysqlSourceError ? error.message : MYSQL_TEXTS.tablesFailed);
  }
  return {
    batches: tableRowBatches(connection, table),
    close: async () => connection.destroy(),
  };
}

/** The user's message for a failure that ends the job (not worth a retry), or null for anything else. */
export function failureMessage(error: unknown, source: 'File' | 'MySql'): string | null {
  if (error instanceof FileError) return error.message;
  if (error instanceof SourceError || error instanceof HostRefusedError) return error.message;
  if (error instanceof MysqlSourceError) return error.message;
  if (error instanceof MysqlConnectError) return MYSQL_TEXTS.tablesFailed;
  const sqlMessage = (error as { sqlMessage?: string }).sqlMessage;
  if (source === 'MySql' && sqlMessage) return `The MySQL server stopped the import: ${sqlMessage}`;
  return null;
}
