import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { queueEmail } from '../emails/emails.service';
import { tenantScopeFor } from '../platform/tenancy';
import { contactFieldsFrom, customValuesFrom } from './contact-fields';
import { startContactLoad } from './contact-loader';
import { countryCode, toE164 } from './files/phone';
import { failureMessage, openRowSource, SourceError, type RowSource } from './import-sources';
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
  if (!list) return finishFailed(db, job, null, 'The list no longer exists.');
  await db
    .updateTable('sms_lists')
    .set({ status: LIST_STATUS.InProgress })
    .where('id', '=', list.id)
    .execute();

  const settings = job.settings as jobs.ImportSettings;
  const country = countryCode(settings.countryIso3166);
  const cellIndex = settings.columnMappings.find((m) => m.fieldType === 'Cellphone')!.index;
  let source: RowSource;
  try {
    source = await openRowSource(db, job, settings);
  } catch (error) {
    if (error instanceof SourceError) return finishFailed(db, job, list.id, error.message);
    throw error;
  }
  const loader = startContactLoad(list.id, job.id);
  try {
    // The wizard's own count is the progress bar's total until the real one is known; the row limit is
    // enforced while streaming, and going past it aborts the one LOAD statement, so nothing is stored.
    await jobs.updateImportJob(db, job.id, { rows_total: settings.totalRows ?? 0 });

    let header: string[] | null = null;
    let dataIndex = -1;
    let processed = 0;
    let valid = 0;
    const rejected = new RejectedRowsWriter(`rejected/${job.account_id}/${job.id}.csv`);
    let lastProgress = 0;
    for await (const rows of source.batches) {
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
          custom: customValuesFrom(row, settings.columnMappings),
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
    loader.cancel();
    const message = failureMessage(error, job.source);
    if (message) return finishFailed(db, job, list.id, message);
    throw error;
  } finally {
    await source.close();
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
