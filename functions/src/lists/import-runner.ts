import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { openObject } from '../platform/storage/s3';
import { queueEmail } from '../emails/emails.service';
import { tenantScopeFor } from '../platform/tenancy';
import { contactFieldsFrom } from './contact-fields';
import { startContactLoad } from './contact-loader';
import { FileError } from './files/file-errors';
import { countryCode, toE164 } from './files/phone';
import { readRowBatches } from './files/read-rows';
import { assertWithinRowLimit } from './files/top-rows';
import * as jobs from './import-jobs.repository';
import { LIST_STATUS, MAX_LIST_RECORDS } from './lists.schemas';
import { RejectedRowsWriter } from './rejected-rows';

const PROGRESS_EVERY = 20_000;

/**
 * Runs one list import. Safe to run again for the same job (SQS delivers at least once, and a worker can
 * die halfway): contacts are unique per list and cellphone, so rows a dead worker already stored are
 * skipped, and the counts are read back from the database at the end.
 */
export async function runImportJob(db: Db, jobId: number, log: Logger): Promise<void> {
  const startedAt = Date.now();
  const job = await jobs.claimImportJob(db, jobId);
  if (!job) return log.info('import already finished', { jobId });
  const list = await db.selectFrom('sms_lists').selectAll().where('id', '=', job.list_id).executeTakeFirst();
  const file = job.uploaded_file_id
    ? await db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('id', '=', job.uploaded_file_id)
        .executeTakeFirst()
    : undefined;
  if (!list || !file)
    return finishFailed(db, job, list?.id ?? null, 'The list or its file no longer exists.');
  await db
    .updateTable('sms_lists')
    .set({ status: LIST_STATUS.InProgress })
    .where('id', '=', list.id)
    .execute();

  const source = {
    name: file.file_name,
    size: file.size ?? undefined,
    open: () => openObject('Uploads', file.s3_key),
    openRange: (range: { start: number; end: number }) => openObject('Uploads', file.s3_key, range),
  };
  const settings = job.settings as jobs.ImportSettings;
  const country = countryCode(settings.countryIso3166);
  const cellIndex = settings.columnMappings.find((m) => m.fieldType === 'Cellphone')!.index;
  try {
    // The wizard's own count is the progress bar's total until the real one is known; the row limit is
    // enforced while streaming, and going past it aborts the one LOAD statement, so nothing is stored.
    await jobs.updateImportJob(db, job.id, { rows_total: settings.totalRows ?? 0 });

    let header: string[] | null = null;
    let dataIndex = -1;
    let processed = 0;
    let valid = 0;
    const rejected = new RejectedRowsWriter(`rejected/${job.account_id}/${job.id}.csv`);
    const loader = startContactLoad(list.id, job.id);
    let lastProgress = 0;
    for await (const rows of readRowBatches(source)) {
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
        const cellphone = toE164(row[cellIndex] ?? '', country);
        if (!cellphone) {
          await rejected.add(
            dataIndex + 2,
            row[cellIndex] ? 'Not a valid cellphone number' : 'No cellphone number',
            row,
          );
          continue;
        }
        valid += 1;
        await loader.write({
          cellphone,
          sourceRow: dataIndex + 2,
          fields: contactFieldsFrom(row, settings.columnMappings),
        });
      }
      if (processed - lastProgress >= PROGRESS_EVERY) {
        lastProgress = processed;
        await jobs.updateImportJob(db, job.id, { rows_processed: processed, rows_invalid: rejected.count });
      }
    }
    await loader.end();
    const loadedAt = Date.now();
    await jobs.updateImportJob(db, job.id, { rows_total: processed });
    const rejectedKey = await rejected.close();
    const counts = await jobs.listCounts(db, job.account_id, list.id, job.id);
    await db
      .updateTable('sms_lists')
      .set({
        status: LIST_STATUS.Completed,
        contacts: counts.contacts,
        optouts: counts.optouts,
        dma_optouts: counts.dma,
        needs_refresh: 0,
      })
      .where('id', '=', list.id)
      .execute();
    await jobs.updateImportJob(db, job.id, {
      status: 'Completed',
      finished_at: new Date(),
      rows_processed: processed,
      rows_invalid: rejected.count,
      rows_imported: counts.imported,
      rows_duplicate: Math.max(0, valid - counts.imported),
      optouts: counts.optouts,
      dma_optouts: counts.dma,
      rejected_s3_key: rejectedKey,
    });
    await notifyListReady(db, job, list.name, counts.contacts, rejected.count);
    log.info('import completed', {
      jobId,
      processed,
      imported: counts.imported,
      loadMs: loadedAt - startedAt,
      finishMs: Date.now() - loadedAt,
    });
  } catch (error) {
    if (error instanceof FileError) return finishFailed(db, job, list.id, error.message);
    throw error;
  }
}

async function finishFailed(
  db: Db,
  job: jobs.ClaimedJob,
  listId: number | null,
  message: string,
): Promise<void> {
  await jobs.updateImportJob(db, job.id, { status: 'Failed', error_text: message, finished_at: new Date() });
  if (listId !== null)
    await db
      .updateTable('sms_lists')
      .set({ status: LIST_STATUS.Completed })
      .where('id', '=', listId)
      .execute();
}

async function notifyListReady(
  db: Db,
  job: jobs.ClaimedJob,
  listName: string,
  contacts: number,
  rejected: number,
) {
  if (!job.user_id) return;
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', job.user_id)
    .executeTakeFirst();
  if (!user) return;
  await queueEmail(db, tenantScopeFor(job.account_id), {
    userId: job.user_id,
    to: user.email,
    subject: `Your list "${listName}" is ready`,
    text: `Hello ${user.first_name},\n\nYour SMS list "${listName}" has been processed and now holds ${contacts.toLocaleString('en-ZA')} contacts.${
      rejected
        ? ` ${rejected.toLocaleString('en-ZA')} rows could not be imported; download them from the List Process Queue.`
        : ''
    }\n`,
    html: null,
  });
}
