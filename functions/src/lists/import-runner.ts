import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { queueEmail } from '../emails/emails.service';
import { runJob, type JobRun } from '../platform/jobs/job-run';
import { tenantScopeFor } from '../platform/tenancy';
import { findUserById } from '../users/users.repository';
import { contactFieldsFrom, customValuesFrom } from './contact-fields';
import { startContactLoad } from './contact-loader';
import { normaliseEmail } from './files/email';
import { countryCode, toE164 } from './files/phone';
import { assertWithinRowLimit } from './files/top-rows';
import * as jobs from './import-jobs.repository';
import { buildEngagedList } from '../email-lists/engaged-subscribers.repository';
import { failureMessage, openRowSource, type RowSource } from './import-sources';
import { LIST_IMPORT_JOB } from './list-import.job';
import { LIST_STATUS, MAX_LIST_RECORDS } from './lists.schemas';
import { RejectedRowsWriter } from './rejected-rows';
import { expireUpload } from './uploads.service';

const PROGRESS_EVERY = 20_000;

interface ImportContext {
  db: Db;
  run: JobRun;
  job: jobs.ClaimedJob;
  list: { id: number; name: string; kind: jobs.ListKind };
  settings: jobs.ImportSettings;
  log: Logger;
}

interface LoadResult {
  processed: number;
  valid: number;
  rejected: number;
  rejectedKey: string | null;
}

/**
 * Runs one list import through the shared job mechanism (a lease renewed while rows flow; see
 * platform/jobs), for SMS lists (keyed on the cellphone) and e-mail lists (keyed on the lower-cased e-mail
 * address; their EngagedSubscribers source is one INSERT … SELECT). Safe to run again for the same job (SQS
 * delivers at least once, a worker can die halfway): contacts are unique per list and key and the load is
 * one statement, so a rerun adds each row once, and the counts are read back from the database at the end.
 */
export async function runImportJob(db: Db, jobId: number, log: Logger): Promise<void> {
  await runJob(db, LIST_IMPORT_JOB, jobId, log, async (run) => {
    const job = await jobs.findJobForWorker(db, jobId);
    if (!job) throw new Error(`import job ${jobId} vanished`);
    const list = await jobs.findListOfJob(db, job);
    if (!list) return run.end('Failed', 'The list no longer exists.');
    await jobs.setListStatus(db, list, LIST_STATUS.InProgress);
    const context: ImportContext = { db, run, job, list, settings: job.settings as jobs.ImportSettings, log };
    try {
      await importContacts(context);
    } catch (error) {
      const message = failureMessage(error);
      if (!message) throw error;
      await failImport(context, message);
    }
    await deleteUploadedFile(db, job, log);
  });
}

/** Once the job has ended, its uploaded file goes (the bucket's lifecycle rule would take it in 3 days). */
async function deleteUploadedFile(db: Db, job: jobs.ClaimedJob, log: Logger): Promise<void> {
  if (!job.uploaded_file_id) return;
  await expireUpload(db, tenantScopeFor(job.account_id), job.uploaded_file_id, {
    kind: 'ListImport',
    id: job.id,
  }).catch((error: unknown) =>
    log.warn('uploaded file not deleted yet', { jobId: job.id, error: String(error) }),
  );
}

async function importContacts(context: ImportContext): Promise<void> {
  if (context.job.source === 'EngagedSubscribers') return importEngaged(context);
  const startedAt = Date.now();
  const source = await openRowSource(context.db, context.job, context.settings);
  try {
    // The wizard's own count is the progress bar's total until the real one is known.
    await jobs.updateImportJob(context.db, context.job.id, { rows_total: context.settings.totalRows ?? 0 });
    const loaded = await loadRows(context, source);
    const loadedAt = Date.now();
    const counts = await finishImport(context, loaded);
    context.log.info('import completed', {
      jobId: context.job.id,
      processed: loaded.processed,
      rejected: loaded.rejected,
      imported: counts.imported,
      loadMs: loadedAt - startedAt,
      finishMs: Date.now() - loadedAt,
    });
  } finally {
    await source.close();
  }
}

/** Engaged subscribers: one INSERT … SELECT from the account's engagements, then the usual end. */
async function importEngaged(context: ImportContext): Promise<void> {
  const { db, run, job, list, settings } = context;
  const engagement = settings.engagement;
  if (list.kind !== 'Email' || !engagement)
    throw new Error(`job ${job.id}: engaged subscribers need an e-mail list`);
  const startedAt = Date.now();
  run.progress();
  // One statement does all the work: while it runs, the run is alive and keeps its lease (a worker that
  // dies takes this timer with it, so its lease still runs out).
  const alive = setInterval(() => {
    try {
      run.progress();
    } catch {
      clearInterval(alive);
    }
  }, 2_000);
  const added = await buildEngagedList(db, {
    accountId: job.account_id,
    listId: list.id,
    jobId: job.id,
    ...engagement,
  }).finally(() => clearInterval(alive));
  run.progress();
  const counts = await finishImport(context, {
    processed: added,
    valid: added,
    rejected: 0,
    rejectedKey: null,
  });
  context.log.info('engaged list built', {
    jobId: job.id,
    imported: counts.imported,
    ms: Date.now() - startedAt,
  });
}

/** A row's key for the list's kind (E.164 cellphone, or lower-cased e-mail), or why the row is rejected. */
function keyReader(kind: jobs.ListKind, country: ReturnType<typeof countryCode>) {
  if (kind === 'Email')
    return (raw: string) =>
      normaliseEmail(raw) ?? { reason: raw.trim() ? 'Not a valid e-mail address' : 'No e-mail address' };
  return (raw: string) =>
    toE164(raw, country) ?? { reason: raw ? 'Not a valid cellphone number' : 'No cellphone number' };
}

/**
 * Streams the source's rows: valid ones into the list with one LOAD DATA statement, rejected ones to the
 * rejected-rows file. The row limit is enforced while streaming; going past it aborts the one statement,
 * so nothing is stored.
 */
async function loadRows(
  { db, run, job, list, settings }: ImportContext,
  source: RowSource,
): Promise<LoadResult> {
  const country = countryCode(settings.countryIso3166);
  const keyField = list.kind === 'Email' ? 'Email' : 'Cellphone';
  const keyIndex = settings.columnMappings.find((m) => m.fieldType === keyField)!.index;
  const keyOf = keyReader(list.kind, country);
  // An e-mail list keeps a mapped cellphone when it is valid (it is not the key: an invalid one is dropped).
  const cellIndex =
    list.kind === 'Email'
      ? settings.columnMappings.find((m) => m.fieldType === 'Cellphone')?.index
      : undefined;
  const loader = startContactLoad(list.id, job.id, list.kind);
  const rejected = new RejectedRowsWriter(`rejected/${job.account_id}/${job.id}.csv`);
  let header: string[] | null = null;
  let dataIndex = -1;
  let processed = 0;
  let valid = 0;
  let lastProgress = 0;
  try {
    for await (const rows of source.batches) {
      run.progress();
      for (const row of rows) {
        if (!header) {
          header = row;
          rejected.setHeader(header);
          continue;
        }
        dataIndex += 1;
        if (dataIndex < settings.importRow) continue;
        processed += 1;
        if (processed > MAX_LIST_RECORDS) await loader.abort(() => assertWithinRowLimit(processed));
        const key = keyOf(row[keyIndex] ?? '');
        if (typeof key !== 'string') {
          await rejected.add(dataIndex + 2, key.reason, row);
          continue;
        }
        valid += 1;
        const fields = contactFieldsFrom(row, settings.columnMappings);
        await loader.write({
          key,
          sourceRow: dataIndex + 2,
          fields:
            cellIndex === undefined
              ? fields
              : { ...fields, cellphone: toE164(row[cellIndex] ?? '', country) },
          custom: customValuesFrom(row, settings.columnMappings),
        });
      }
      if (processed - lastProgress >= PROGRESS_EVERY) {
        lastProgress = processed;
        await jobs.updateImportJob(db, job.id, { rows_processed: processed, rows_invalid: rejected.count });
      }
    }
    run.progress();
    await loader.end();
    run.progress();
    return { processed, valid, rejected: rejected.count, rejectedKey: await rejected.close() };
  } catch (error) {
    loader.cancel();
    await rejected.abort();
    throw error;
  }
}

/** Reads the counts back, then completes the job and the list in one transaction, and tells the user. */
async function finishImport({ db, run, job, list }: ImportContext, loaded: LoadResult) {
  await jobs.updateImportJob(db, job.id, { rows_total: loaded.processed });
  const counts = await jobs.listCounts(db, job.account_id, list, job.id);
  await run.end('Completed', null, async (trx) => {
    await jobs.completeList(trx, list, counts);
    await jobs.updateImportJob(trx, job.id, {
      rows_processed: loaded.processed,
      rows_invalid: loaded.rejected,
      rows_imported: counts.imported,
      rows_duplicate: Math.max(0, loaded.valid - counts.imported),
      optouts: counts.optouts,
      dma_optouts: counts.dma,
      rejected_s3_key: loaded.rejectedKey,
    });
  });
  await notifyListReady(db, job, list, counts.contacts, loaded.rejected);
  return counts;
}

/** Ends the job Failed with the user's message (their file or their server); the list is usable again. */
async function failImport({ run, list }: ImportContext, message: string): Promise<void> {
  await run.end('Failed', message, (trx) => jobs.setListStatus(trx, list, LIST_STATUS.Completed));
}

async function notifyListReady(
  db: Db,
  job: jobs.ClaimedJob,
  list: { name: string; kind: jobs.ListKind },
  contacts: number,
  rejected: number,
) {
  if (!job.user_id) return;
  const user = await findUserById(db, job.user_id);
  if (!user) return;
  await queueEmail(db, tenantScopeFor(job.account_id), {
    userId: job.user_id,
    to: user.email,
    subject: `Your list "${list.name}" is ready`,
    text: `Hello ${user.first_name},\n\nYour ${list.kind === 'Email' ? 'email' : 'SMS'} list "${list.name}" has been processed and now holds ${contacts.toLocaleString('en-ZA')} contacts.${
      rejected
        ? ` ${rejected.toLocaleString('en-ZA')} rows could not be imported; download them from the List Process Queue.`
        : ''
    }\n`,
    html: null,
  });
}
