import type { AuthContext } from '../auth/auth-context';
import { findOwnAccount } from '../accounts/accounts.repository';
import { isSaIdNumber } from '../lists/files/sa-id-number';
import { findUpload } from '../lists/uploads.repository';
import { exportCsv } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { apiError, badRequest, notFound } from '../platform/http/errors';
import { sendToQueue } from '../platform/queue/queues';
import * as repo from './dma.repository';
import { toDmaUploadJob } from './dma.mapper';
import {
  DMA_DOWNLOAD_REFUSED,
  DMA_DOWNLOADS,
  type CreateDmaUpload,
  type DmaDownloadKind,
  type DmaUploadJob,
} from './dma.schemas';

async function* cellphoneRows(rows: AsyncIterable<{ cellphone: string }>) {
  // International format without the plus (27821234567): what SMS gateways and the DMA exchange, and a
  // cell a spreadsheet cannot take for a formula.
  for await (const row of rows) yield [row.cellphone.replace(/^\+/, '')];
}

async function* idNumberRows(rows: AsyncIterable<{ id_number: string }>) {
  // Only real South African ID numbers: anything else cannot match the DMA's register.
  for await (const row of rows) if (isSaIdNumber(row.id_number)) yield [row.id_number];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Builds the file to send to the DMA (distinct cellphone or ID numbers of the account's contacts, see
 * dmaContacts) in the Reports bucket and answers a short-lived link to it; 403 when downloads are limited.
 */
export async function buildDmaDownload(db: Db, auth: AuthContext, kind: DmaDownloadKind): Promise<string> {
  const account = await findOwnAccount(db, auth.scope);
  if (!account || account.limit_downloads) throw apiError(403, 'FORBIDDEN', DMA_DOWNLOAD_REFUSED);
  const download = DMA_DOWNLOADS[kind];
  const rows =
    kind === 'cellphones'
      ? cellphoneRows(repo.streamDmaCellphones(db, auth.scope))
      : idNumberRows(repo.streamDmaIdNumbers(db, auth.scope));
  const file = await exportCsv({
    bucket: 'Reports',
    keyPrefix: `downloads/${auth.accountId}/dma`,
    fileName: `${download.fileName}-${today()}.csv`,
    header: [download.header],
    rows,
  });
  return file.url;
}

/** Queues a DMA upload of an uploaded file; the account's lists show 'Pending refresh...' until it ends. */
export async function queueDmaUpload(
  db: Db,
  auth: AuthContext,
  body: CreateDmaUpload,
): Promise<DmaUploadJob> {
  const file = await findUpload(db, auth.scope, body.uploadedFileId);
  if (!file) throw notFound('The file');
  if (file.status !== 'Ready') {
    const message = file.error_text ?? 'The file did not finish uploading. Please upload it again.';
    throw badRequest(message, { uploadedFileId: [message] });
  }
  const jobId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertDmaUploadJob(trx, auth.scope, {
      userId: auth.userId,
      uploadedFileId: file.id,
      fileName: file.file_name,
    });
    await repo.markListsNeedRefresh(trx, auth.scope);
    return id;
  });
  try {
    await sendToQueue('DmaImports', { jobId });
  } catch (error) {
    await repo.updateDmaUploadJob(db, jobId, {
      status: 'Failed',
      error_text: 'The upload could not be queued. Please try again.',
      finished_at: new Date(),
    });
    await repo.clearListsNeedRefresh(db, auth.scope, jobId);
    throw error;
  }
  return toDmaUploadJob((await repo.findDmaUploadJob(db, auth.scope, jobId))!);
}

/** The account's DMA uploads, newest first. */
export async function listDmaUploads(db: Db, auth: AuthContext): Promise<DmaUploadJob[]> {
  return (await repo.listDmaUploadJobs(db, auth.scope)).map(toDmaUploadJob);
}
