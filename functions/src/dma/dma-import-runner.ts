import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { LeaseLostError, runJob, type JobRun } from '../platform/jobs/job-run';
import { tenantScopeFor, type TenantScope } from '../platform/tenancy';
import { FileError } from '../lists/files/file-errors';
import { readRows } from '../lists/files/read-rows';
import { uploadSource } from '../lists/upload-source';
import { expireUpload } from '../lists/uploads.service';
import { findUpload } from '../lists/uploads.repository';
import { readDmaNumbers, type DmaFileCounts } from './dma-file';
import { DMA_UPLOAD_JOB } from './dma-upload.job';
import * as repo from './dma.repository';
import { DMA_COUNTRY } from './dma.schemas';

const noValidNumbers = (rows: number, column: string) =>
  `None of the ${rows.toLocaleString('en-US')} rows has a valid cellphone number in column "${column}". ` +
  'Upload the file the DMA returned, with the cellphone numbers in one column.';

/**
 * Runs one DMA upload through the shared job mechanism (a lease renewed while it reads; see platform/jobs),
 * so a duplicate delivery finds the job held and does nothing. Safe to run again: until the job is applied,
 * a rerun forgets what it staged and reads the file again; applying (adding the staged numbers to the DMA
 * opt-outs and recording the counts) is one transaction, fenced by the lease, so it happens exactly once.
 */
export async function runDmaImport(db: Db, jobId: number, log: Logger): Promise<void> {
  await runJob(db, DMA_UPLOAD_JOB, jobId, log, async (run) => {
    const job = await repo.findDmaJobForWorker(db, jobId);
    if (!job) throw new Error(`DMA upload job ${jobId} vanished`);
    const scope = tenantScopeFor(job.account_id);
    if (!job.applied_at) {
      const failure = await stageAndApply(db, run, scope, job, log);
      if (failure) {
        await run.end('Failed', failure);
        return deleteUploadedFile(db, scope, job, log);
      }
    }
    run.progress();
    await repo.recountListDmaOptouts(db, scope);
    await run.end('Completed', null, (trx) => repo.clearListsNeedRefresh(trx, scope, job.id));
    log.info('DMA upload completed', { jobId });
    await deleteUploadedFile(db, scope, job, log);
  });
}

/** Reads the file into the staging table and applies it; answers a message for the user when the file is refused. */
async function stageAndApply(
  db: Db,
  run: JobRun,
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
      (progress) => {
        run.progress();
        return repo.updateDmaUploadJob(db, job.id, {
          rows_total: progress.rows,
          rows_invalid: progress.invalid,
        });
      },
    );
  } catch (error) {
    if (error instanceof FileError) return error.message;
    throw error;
  }
  if (counts.valid === 0) return noValidNumbers(counts.rows, counts.column);
  const distinct = await repo.countStagedNumbers(db, job.id);
  const added = await db.transaction().execute(async (trx) => {
    const state = await repo.lockJobForApply(trx, job.id, run.owner);
    if (state === 'lost') throw new LeaseLostError(job.id); // another run has the job now
    if (state === 'applied') return null; // applied by an earlier run
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

/** Once the job has ended, its uploaded file goes (the bucket's lifecycle rule would take it in 3 days). */
async function deleteUploadedFile(db: Db, scope: TenantScope, job: repo.DmaUploadJobRow, log: Logger) {
  await expireUpload(db, scope, job.uploaded_file_id, { kind: 'Dma', id: job.id }).catch((error: unknown) =>
    log.warn('uploaded file not deleted yet', { jobId: job.id, error: String(error) }),
  );
}
