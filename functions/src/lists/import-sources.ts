import type { Connection } from 'mysql2';
import type { Db } from '../platform/db/database';
import { FileError } from './files/file-errors';
import { readRowBatches } from './files/read-rows';
import * as jobs from './import-jobs.repository';
import type { ClaimedJob, ImportSettings } from './import-jobs.repository';
import { HostRefusedError } from './mysql/host-guard';
import { connectToUserMysql, MysqlConnectError, MysqlSourceError } from './mysql/mysql-client';
import { targetOf } from './mysql/mysql-sources.service';
import { listTables, tableRowBatches } from './mysql/mysql-tables';
import { MYSQL_TEXTS } from './mysql/mysql.schemas';
import { uploadSource } from './upload-source';

/** An import's rows (header first, in batches), from an uploaded file or a user's MySQL table. */
export interface RowSource {
  batches: AsyncIterable<string[][]>;
  close: () => Promise<void>;
}

/** The source cannot be read (or stopped being readable): the job fails with this message. */
export class SourceError extends Error {}

/** Opens the job's source. */
export async function openRowSource(db: Db, job: ClaimedJob, settings: ImportSettings): Promise<RowSource> {
  if (job.source === 'MySql') return openTable(db, job, settings);
  const file = await jobs.findUploadOfJob(db, job);
  if (!file) throw new SourceError('The uploaded file no longer exists.');
  const source = uploadSource(file);
  return { batches: readRowBatches(source), close: async () => undefined };
}

async function openTable(db: Db, job: ClaimedJob, settings: ImportSettings): Promise<RowSource> {
  const row = await jobs.findConnectionStringOfJob(db, job);
  if (!row) throw new SourceError('The connection string was deleted before the import ran.');
  const table = settings.tableName ?? '';
  let connection: Connection;
  try {
    connection = await connectToUserMysql(targetOf(row));
  } catch (error) {
    throw new SourceError(failureMessage(error) ?? MYSQL_TEXTS.tablesFailed);
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
    batches: fromUserServer(tableRowBatches(connection, table)),
    close: async () => connection.destroy(),
  };
}

/**
 * Errors while reading the user's table are theirs (their server, their data) and end the job with their
 * text; only errors from this iterator are, so an error from our own database is never mistaken for one.
 */
async function* fromUserServer(batches: AsyncIterable<string[][]>): AsyncIterable<string[][]> {
  try {
    yield* batches;
  } catch (error) {
    if (error instanceof SourceError || error instanceof FileError || error instanceof MysqlSourceError)
      throw error;
    const sqlMessage = (error as { sqlMessage?: string }).sqlMessage;
    throw new SourceError(
      sqlMessage
        ? `The MySQL server stopped the import: ${sqlMessage}`
        : 'The MySQL server stopped answering while the table was being read. Please try again.',
    );
  }
}

/**
 * The user's message for a failure that ends the job (their file or their server: not worth a retry), or
 * null for anything else (our own database, S3, a bug), which is retried and never shown as theirs.
 */
export function failureMessage(error: unknown): string | null {
  if (error instanceof FileError) return error.message;
  if (error instanceof SourceError || error instanceof HostRefusedError) return error.message;
  if (error instanceof MysqlSourceError) return error.message;
  if (error instanceof MysqlConnectError) return MYSQL_TEXTS.tablesFailed;
  return null;
}
