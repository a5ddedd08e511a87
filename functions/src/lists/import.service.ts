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

type ImportSource = z.output<typeof importSourceSchema>;

async function readyFile(db: Db, scope: TenantScope, source: ImportSource) {
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
  if (source.columnMappings.some((m) => m.fieldType === 'Custom')) {
    const message =
      'Account and list custom fields cannot be imported yet; map the column to Custom1 to Custom5 instead.';
    throw badRequest(message, { columnMappings: [message] });
  }
  return file;
}

async function queueJob(
  db: Db,
  auth: AuthContext,
  listId: number,
  fileId: number,
  fileName: string,
  country: string,
  source: ImportSource,
) {
  const jobId = await db.transaction().execute(async (trx) => {
    const id = await jobs.insertImportJob(trx, auth.scope, {
      list_id: listId,
      user_id: auth.userId,
      source: 'File',
      uploaded_file_id: fileId,
      source_name: fileName,
      settings: {
        importRow: source.importRow,
        totalRows: source.totalRows,
        countryIso3166: country,
        columnMappings: source.columnMappings,
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
  const file = await readyFile(db, auth.scope, body);
  const listId = await lists.insertList(db, auth.scope, {
    name: body.listName,
    description: body.description || null,
    country_iso3166: body.countryIso3166,
    exclusion_list: body.exclusionList ? 1 : 0,
    status: LIST_STATUS.Queued,
  });
  const jobId = await queueJob(db, auth, listId, file.id, file.file_name, body.countryIso3166, body);
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
  const file = await readyFile(db, auth.scope, body);
  const jobId = await queueJob(db, auth, listId, file.id, file.file_name, list.country_iso3166, body);
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
