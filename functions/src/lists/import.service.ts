import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db, DbOrTrx } from '../platform/db/database';
import { createLogger, errorFields } from '../platform/log';
import { apiError, badRequest, conflict, notFound } from '../platform/http/errors';
import { sendToQueue } from '../platform/queue/queues';
import type { TenantScope } from '../platform/tenancy';
import * as jobs from './import-jobs.repository';
import { toImportJob } from './import-jobs.mapper';
import {
  LIST_STATUS,
  type ImportJob,
  type QueuedImport,
  type createListSchema,
  type importSourceSchema,
} from './lists.schemas';
import * as lists from './lists.repository';
import { findUpload } from './uploads.repository';
import { assertUsableCustomFields } from './custom-fields/custom-fields.service';
import { findConnectionString } from './mysql/connection-strings.repository';

type ImportSource = z.output<typeof importSourceSchema>;

/** Where the contacts come from, checked: a ready upload of the account, or a table of its MySQL server. */
interface CheckedSource {
  source: 'File' | 'MySql';
  uploadedFileId: number | null;
  connectionStringId: number | null;
  tableName: string | null;
  name: string;
}

async function checkedSource(
  db: Db,
  scope: TenantScope,
  listId: number | null,
  source: ImportSource,
): Promise<CheckedSource> {
  await assertUsableCustomFields(db, scope, listId, source.columnMappings);
  if (source.connectionStringId !== null) return checkedTable(db, scope, source);
  if (source.uploadedFileId === null) {
    throw badRequest('Please upload a file to import contacts from.', {
      uploadedFileId: ['Please upload a file to import contacts from.'],
    });
  }
  const file = await findUpload(db, scope, source.uploadedFileId);
  if (!file) throw notFound('The file');
  if (file.status !== 'Ready') {
    throw badRequest('Please upload a file to import contacts from.', {
      uploadedFileId: [file.error_text ?? 'The file is not ready.'],
    });
  }
  return {
    source: 'File',
    uploadedFileId: file.id,
    connectionStringId: null,
    tableName: null,
    name: file.file_name,
  };
}

async function checkedTable(db: Db, scope: TenantScope, source: ImportSource): Promise<CheckedSource> {
  const message = 'Please specify a valid MySql connection string to import contacts from.';
  const connection = await findConnectionString(db, scope, source.connectionStringId!);
  if (!connection) throw notFound('The connection string');
  if (!source.tableName) throw badRequest(message, { tableName: ['Please select a table.'] });
  return {
    source: 'MySql',
    uploadedFileId: null,
    connectionStringId: connection.id,
    tableName: source.tableName,
    name: `${connection.conn_name}: ${connection.database_name}.${source.tableName}`,
  };
}

/** At most this many imports of one account are queued or running at once (one tenant cannot hold every worker). */
export const MAX_ACTIVE_IMPORTS_PER_ACCOUNT = 5;

const tooManyImports = () =>
  apiError(
    429,
    'TOO_MANY_IMPORTS',
    `Your account already has ${MAX_ACTIVE_IMPORTS_PER_ACCOUNT} imports queued or running. ` +
      'Wait until one of them has finished, then try again.',
  );

const listBusy = () =>
  conflict('Contacts are already being imported into this list; wait until it is Completed.');

/**
 * Adds the job row (in the caller's transaction) after checking the account's cap under a lock, so two
 * requests cannot both pass it.
 */
async function insertJob(
  trx: DbOrTrx,
  auth: AuthContext,
  listId: number,
  from: CheckedSource,
  country: string,
  source: ImportSource,
): Promise<number> {
  if ((await jobs.countActiveImportsLocked(trx, auth.scope)) >= MAX_ACTIVE_IMPORTS_PER_ACCOUNT)
    throw tooManyImports();
  return jobs.insertImportJob(trx, auth.scope, {
    list_id: listId,
    user_id: auth.userId,
    source: from.source,
    uploaded_file_id: from.uploadedFileId,
    connection_string_id: from.connectionStringId,
    source_name: from.name.slice(0, 255),
    settings: {
      importRow: source.importRow,
      totalRows: source.totalRows,
      countryIso3166: country,
      columnMappings: source.columnMappings,
      tableName: from.tableName,
    },
  });
}

/**
 * Puts the committed job on the queue. If the send fails the job stays Queued and the sweeper sends it
 * again (platform/jobs); the same happens when the process dies between the commit and the send.
 */
async function enqueue(jobId: number): Promise<void> {
  try {
    await sendToQueue('ListImports', { jobId });
  } catch (error) {
    createLogger({ jobId }).warn('import not queued yet; the sweeper will send it', errorFields(error));
  }
}

/** Creates a list and queues the import of its contacts from an uploaded file or a MySQL table. */
export async function createListWithImport(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createListSchema>,
): Promise<QueuedImport> {
  const from = await checkedSource(db, auth.scope, null, body);
  const queued = await db.transaction().execute(async (trx) => {
    const listId = await lists.insertList(trx, auth.scope, {
      name: body.listName,
      description: body.description || null,
      country_iso3166: body.countryIso3166,
      exclusion_list: body.exclusionList ? 1 : 0,
      status: LIST_STATUS.Queued,
    });
    const jobId = await insertJob(trx, auth, listId, from, body.countryIso3166, body);
    return { listId, jobId };
  });
  await enqueue(queued.jobId);
  return queued;
}

/**
 * Queues an import into an existing list. The list turns Queued only if it is idle, in the same statement
 * that checks it, so a second import at the same time gets 409 (no read-then-write).
 */
export async function importIntoList(
  db: Db,
  auth: AuthContext,
  listId: number,
  body: ImportSource,
): Promise<QueuedImport> {
  const list = await lists.findList(db, auth.scope, listId);
  if (!list) throw notFound('The list');
  if (list.status !== LIST_STATUS.Completed) throw listBusy();
  const from = await checkedSource(db, auth.scope, listId, body);
  const jobId = await db.transaction().execute(async (trx) => {
    if (!(await jobs.queueListIfIdle(trx, auth.scope, listId))) throw listBusy();
    return insertJob(trx, auth, listId, from, list.country_iso3166, body);
  });
  await enqueue(jobId);
  return { listId, jobId };
}

/** The account's import jobs (optionally of one list), newest first. */
export async function listJobs(db: Db, auth: AuthContext, listId: number | null): Promise<ImportJob[]> {
  return (await jobs.listImportJobs(db, auth.scope, listId)).map(toImportJob);
}

/** The key of a job's rejected-rows file (404 when the job is not the account's or has none). */
export async function rejectedRowsKey(db: Db, auth: AuthContext, jobId: number): Promise<string> {
  const job = await jobs.findImportJob(db, auth.scope, jobId);
  if (!job) throw notFound('The import');
  if (!job.rejected_s3_key) throw apiError(404, 'NOT_FOUND', 'This import rejected no rows.');
  return job.rejected_s3_key;
}
