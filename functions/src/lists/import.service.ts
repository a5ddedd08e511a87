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

/**
 * The kind of list an import fills, and how its lists are made and read: SMS lists (here) and e-mail
 * lists (email-lists/) share this pipeline; only the list table, the key field and these calls differ.
 */
export interface ListTarget {
  kind: jobs.ListKind;
  /** E-mail lists keep no list-specific custom fields: only the account's are usable. */
  listCustomFields: boolean;
  insertList(
    trx: DbOrTrx,
    scope: TenantScope,
    values: {
      name: string;
      description: string | null;
      country_iso3166: string;
      exclusion_list: number;
      status: number;
    },
  ): Promise<number>;
  findList(
    db: DbOrTrx,
    scope: TenantScope,
    listId: number,
  ): Promise<{ status: number; country_iso3166: string } | undefined>;
}

export const SMS_LIST_TARGET: ListTarget = {
  kind: 'Sms',
  listCustomFields: true,
  insertList: (trx, scope, values) => lists.insertList(trx, scope, values),
  findList: (db, scope, listId) => lists.findList(db, scope, listId),
};

/** Where the contacts come from, checked: a ready upload of the account, a table of its MySQL server, or engagements. */
export interface CheckedSource {
  source: 'File' | 'MySql' | 'EngagedSubscribers';
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
  return checkedOrigin(db, scope, source);
}

async function checkedOrigin(db: Db, scope: TenantScope, source: ImportSource): Promise<CheckedSource> {
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

export const listBusy = () =>
  conflict('Contacts are already being imported into this list; wait until it is Completed.');

/**
 * Checks the account's cap under a lock on its row (call first in the transaction that adds the job), so
 * two requests cannot both pass it, and one account's concurrent creates are serialised.
 */
export async function assertImportSlot(trx: DbOrTrx, auth: AuthContext): Promise<void> {
  if ((await jobs.countActiveImportsLocked(trx, auth.scope)) >= MAX_ACTIVE_IMPORTS_PER_ACCOUNT)
    throw tooManyImports();
}

/** Adds the job row for a list of the target's kind (in the caller's transaction, after assertImportSlot). */
export async function insertJob(
  trx: DbOrTrx,
  auth: AuthContext,
  list: jobs.JobList,
  from: CheckedSource,
  settings: jobs.ImportSettings,
): Promise<number> {
  return jobs.insertImportJob(trx, auth.scope, {
    list_id: list.kind === 'Sms' ? list.id : null,
    email_list_id: list.kind === 'Email' ? list.id : null,
    user_id: auth.userId,
    source: from.source,
    uploaded_file_id: from.uploadedFileId,
    connection_string_id: from.connectionStringId,
    source_name: from.name.slice(0, 255),
    settings,
  });
}

const settingsOf = (from: CheckedSource, country: string, source: ImportSource): jobs.ImportSettings => ({
  importRow: source.importRow,
  totalRows: source.totalRows,
  countryIso3166: country,
  columnMappings: source.columnMappings,
  tableName: from.tableName,
});

/**
 * Puts the committed job on the queue. If the send fails the job stays Queued and the sweeper sends it
 * again (platform/jobs); the same happens when the process dies between the commit and the send.
 */
export async function enqueue(jobId: number): Promise<void> {
  try {
    await sendToQueue('ListImports', { jobId });
  } catch (error) {
    createLogger({ jobId }).warn('import not queued yet; the sweeper will send it', errorFields(error));
  }
}

/**
 * Creates a list and queues the import of its contacts from an uploaded file or a MySQL table. With
 * `reuse`, a create that repeats an earlier one (e.g. a double submission) answers the earlier list
 * instead of making another: it is looked for after the account's lock is taken, so two at once cannot
 * both miss it.
 */
export async function createListWithImport(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createListSchema>,
  target: ListTarget = SMS_LIST_TARGET,
  reuse?: (trx: DbOrTrx, from: CheckedSource) => Promise<QueuedImport | undefined>,
): Promise<QueuedImport & { repeated?: boolean }> {
  const from = await checkedSource(db, auth.scope, null, body);
  const queued = await db
    .transaction()
    .execute(async (trx): Promise<QueuedImport & { repeated?: boolean }> => {
      await assertImportSlot(trx, auth);
      const earlier = reuse && (await reuse(trx, from));
      if (earlier) return { ...earlier, repeated: true };
      const listId = await target.insertList(trx, auth.scope, {
        name: body.listName,
        description: body.description || null,
        country_iso3166: body.countryIso3166,
        exclusion_list: body.exclusionList ? 1 : 0,
        status: LIST_STATUS.Queued,
      });
      const list = { kind: target.kind, id: listId };
      const jobId = await insertJob(trx, auth, list, from, settingsOf(from, body.countryIso3166, body));
      return { listId, jobId };
    });
  if (queued.repeated) return queued;
  await enqueue(queued.jobId!);
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
  target: ListTarget = SMS_LIST_TARGET,
): Promise<QueuedImport> {
  const list = await target.findList(db, auth.scope, listId);
  if (!list) throw notFound('The list');
  if (list.status !== LIST_STATUS.Completed) throw listBusy();
  const from = await checkedSource(db, auth.scope, target.listCustomFields ? listId : null, body);
  const jobId = await db.transaction().execute(async (trx) => {
    if (!(await jobs.queueListIfIdle(trx, auth.scope, listId, target.kind))) throw listBusy();
    await assertImportSlot(trx, auth);
    return insertJob(
      trx,
      auth,
      { kind: target.kind, id: listId },
      from,
      settingsOf(from, list.country_iso3166, body),
    );
  });
  await enqueue(jobId);
  return { listId, jobId };
}

/** The account's import jobs (optionally of one list), newest first. */
export async function listJobs(db: Db, auth: AuthContext, list: jobs.JobList | null): Promise<ImportJob[]> {
  return (await jobs.listImportJobs(db, auth.scope, list)).map(toImportJob);
}

/** The key of a job's rejected-rows file (404 when the job is not the account's or has none). */
export async function rejectedRowsKey(db: Db, auth: AuthContext, jobId: number): Promise<string> {
  const job = await jobs.findImportJob(db, auth.scope, jobId);
  if (!job) throw notFound('The import');
  if (!job.rejected_s3_key) throw apiError(404, 'NOT_FOUND', 'This import rejected no rows.');
  return job.rejected_s3_key;
}
