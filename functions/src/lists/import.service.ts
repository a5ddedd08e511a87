import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
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

async function queueJob(
  db: Db,
  auth: AuthContext,
  listId: number,
  from: CheckedSource,
  country: string,
  source: ImportSource,
) {
  const jobId = await db.transaction().execute(async (trx) => {
    const id = await jobs.insertImportJob(trx, auth.scope, {
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
    await trx.updateTable('sms_lists').set({ status: LIST_STATUS.Queued }).where('id', '=', listId).execute();
    return id;
  });
  try {
    await sendToQueue('ListImports', { jobId });
  } catch (error) {
    await jobs.updateImportJob(db, jobId, {
      status: 'Failed',
      error_text: 'The import could not be queued.',
      finished_at: new Date(),
    });
    await db
      .updateTable('sms_lists')
      .set({ status: LIST_STATUS.Completed })
      .where('id', '=', listId)
      .execute();
    throw error;
  }
  return jobId;
}

/** Creates a list and queues the import of its contacts from an uploaded file. */
export async function createListWithImport(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createListSchema>,
): Promise<QueuedImport> {
  const from = await checkedSource(db, auth.scope, null, body);
  const listId = await lists.insertList(db, auth.scope, {
    name: body.listName,
    description: body.description || null,
    country_iso3166: body.countryIso3166,
    exclusion_list: body.exclusionList ? 1 : 0,
    status: LIST_STATUS.Queued,
  });
  const jobId = await queueJob(db, auth, listId, from, body.countryIso3166, body);
  return { listId, jobId };
}

/** Queues an import into an existing list (not while another import of it is queued or running). */
export async function importIntoList(
  db: Db,
  auth: AuthContext,
  listId: number,
  body: ImportSource,
): Promise<QueuedImport> {
  const list = await lists.findList(db, auth.scope, listId);
  if (!list) throw notFound('The list');
  if (list.status !== LIST_STATUS.Completed)
    throw conflict('Contacts are already being imported into this list; wait until it is Completed.');
  const from = await checkedSource(db, auth.scope, listId, body);
  const jobId = await queueJob(db, auth, listId, from, list.country_iso3166, body);
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
