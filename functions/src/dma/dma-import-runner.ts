import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { tenantScopeFor, type TenantScope } from '../platform/tenancy';
import { FileError } from '../lists/files/file-errors';
import { readRows } from '../lists/files/read-rows';
import { uploadSource } from '../lists/upload-source';
import { findUpload } from '../lists/uploads.repository';
import { readDmaNumbers, type DmaFileCounts } from './dma-file';
import * as repo from './dma.repository';
import { DMA_COUNTRY } from './dma.schemas';

const noValidNumbers = (rows: number, column: string) =>
  `None of the ${rows.toLocaleString('en-US')} rows has a valid cellphone number in column "${column}". ` +
  'Upload the file the DMA returned, with the cellphone numbers in one column.';

/**
 * Runs one DMA upload. Safe to run again (SQS delivers at least once, and a worker can die halfway): until
 * the job is applied, a rerun forgets what it staged and reads the file again; applying (adding the staged
 * numbers to the DMA opt-outs and recording the counts) is one transaction, so it happens exactly once.
 */
export async function runDmaImport(db: Db, jobId: number, log: Logger): Promise<void> {
  const job = await repo.claimDmaUploadJob(db, jobId);
  if (!job) return log.info('DMA upload already finished', { jobId });
  const scope = tenantScopeFor(job.account_id);
  if (!job.applied_at) {
    const failure = await stageAndApply(db, scope, job, log);
    if (failure) return finishFailed(db, scope, job.id, failure);
  }
  await repo.recountListDmaOptouts(db, scope);
  await repo.updateDmaUploadJob(db, job.id, { status: 'Completed', finished_at: new Date() });
  await repo.clearListsNeedRefresh(db, scope, job.id);
  log.info('DMA upload completed', { jobId });
}

/** Reads the file into the staging table and applies it; answers a message for the user when the file is refused. */
async function stageAndApply(
  db: Db,
  scope: TenantScope,
  job: repo.DmaUploadJobRow,
  log: Logger,
): Promise<string | null> {
  const file = await findUpload(db, scope, job.uploaded_file_id);
  if (!file || file.status !== 'Ready')
    return 'The uploaded file is no longer available. Please upload it again.';
  await repo.clearStagedNumbers(db, job.id);
  const source = uploadSource(file);
  let counts: DmaFileCounts;
  try {
    counts = await readDmaNumbers(
      readRows(source),
      DMA_COUNTRY,
      (batch) => repo.stageNumbers(db, job.id, batch),
      (progress) =>
        repo.updateDmaUploadJob(db, job.id, { rows_total: progress.rows, rows_invalid: progress.invalid }),
    );
  } catch (error) {
    if (error instanceof FileError) return error.message;
    throw error;
  }
  if (counts.valid === 0) return noValidNumbers(counts.rows, counts.column);
  const distinct = await repo.countStagedNumbers(db, job.id);
  const added = await db.transaction().execute(async (trx) => {
    if (await repo.lockJobAndCheckApplied(trx, job.id)) return null; // applied by an earlier run
    const n = await repo.addStagedToDmaOptouts(trx, scope, job.id);
    await repo.clearStagedNumbers(trx, job.id);
    await repo.updateDmaUploadJob(trx, job.id, {
      cellphone_column: counts.column,
      rows_total: counts.rows,
      rows_invalid: counts.invalid,
      rows_duplicate: counts.valid - distinct,
      rows_added: n,
      rows_already_present: distinct - n,
      applied_at: new Date(),
    });
    return n;
  });
  log.info('DMA numbers applied', { jobId: job.id, rows: counts.rows, added });
  return null;
}

async function finishFailed(db: Db, scope: TenantScope, jobId: number, message: string): Promise<void> {
  await repo.clearStagedNumbers(db, jobId);
  await repo.updateDmaUploadJob(db, jobId, {
    status: 'Failed',
    error_text: message,
    finished_at: new Date(),
  });
  await repo.clearListsNeedRefresh(db, scope, jobId);
}
