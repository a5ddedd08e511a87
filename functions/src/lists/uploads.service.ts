import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import { deleteAllVersions, headObject, presignUpload } from '../platform/storage/s3';
import type { TenantScope } from '../platform/tenancy';
import { countDuplicates } from './files/duplicates';
import { guessColumnMappings } from './files/column-mappings';
import { detectFormat, SNIFF_BYTES } from './files/detect-format';
import { FileError, fileError } from './files/file-errors';
import { openFile } from './files/open-file';
import { readRows } from './files/read-rows';
import type { UploadedFile as FileSource } from './files/source';
import { topRows } from './files/top-rows';
import {
  MAX_UPLOAD_BYTES,
  type ColumnMapping,
  type StartUpload,
  type StartedUpload,
  type TopRows,
  type UploadedFile,
} from './lists.schemas';
import { uploadSource } from './upload-source';
import * as repo from './uploads.repository';

const fileNotFound = () => notFound('The file');

/** A file problem in the user's terms becomes a 400 on the `file` field. */
async function asUserError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileError)
      throw apiError(400, 'VALIDATION_FAILED', error.message, { file: [error.message] });
    throw error;
  }
}

async function readHead(source: FileSource, bytes: number): Promise<Buffer> {
  if (bytes === 0 || !source.openRange) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await source.openRange({ start: 0, end: bytes })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a later use of an expired upload answers. */
export const UPLOAD_EXPIRED_MESSAGE =
  'The uploaded file was deleted after its import ended. Please upload it again.';

/**
 * Announces an upload: the answer is a presigned POST that only accepts this file's key, up to 100 MB.
 * `area` is the key's first folder (lists; sales for the sales-data import, which reuses this pipeline).
 */
export async function startUpload(
  db: Db,
  auth: AuthContext,
  body: StartUpload,
  area: 'lists' | 'sales' = 'lists',
): Promise<StartedUpload> {
  const prefix = `${area}/${auth.accountId}/${randomBytes(8).toString('hex')}`;
  const { id, s3Key } = await repo.insertUpload(db, auth.scope, {
    userId: auth.userId,
    fileName: body.fileName,
    declaredSize: body.size,
    s3KeyPrefix: prefix,
  });
  return { fileId: id, upload: await presignUpload('Uploads', s3Key, body.size) };
}

/**
 * Checks what the browser uploaded: it is there, within 100 MB, and a CSV, Excel or zip file. The check
 * reads one S3 version of the object and records it (with its ETag): every later read asks for exactly
 * that version, so a file PUT again through the same presigned URL afterwards is never imported.
 */
export async function completeUpload(db: Db, auth: AuthContext, fileId: number): Promise<UploadedFile> {
  const row = await repo.findUpload(db, auth.scope, fileId);
  if (!row) throw fileNotFound();
  // Checked once: completing again answers the same file, it does not check (and pin) another version.
  if (row.status === 'Ready' && row.size !== null && row.format !== null)
    return { fileId, fileName: row.file_name, size: row.size, format: row.format };
  if (row.status === 'Expired') {
    const message = row.error_text ?? UPLOAD_EXPIRED_MESSAGE;
    throw apiError(400, 'VALIDATION_FAILED', message, { file: [message] });
  }
  const stored = await headObject('Uploads', row.s3_key);
  if (stored === null) {
    throw apiError(400, 'VALIDATION_FAILED', 'The file did not finish uploading. Please upload it again.', {
      file: ['The file did not finish uploading. Please upload it again.'],
    });
  }
  const { size } = stored;
  const pin = { versionId: stored.versionId, etag: stored.etag };
  try {
    if (size > MAX_UPLOAD_BYTES) throw fileError('tooLarge');
    // S3 already refuses another size (Content-Length is signed); checked again here regardless.
    if (size !== row.declared_size) {
      const message = 'The file changed while it was uploading. Please upload it again.';
      await repo.markUpload(db, fileId, { status: 'Rejected', size, format: null, error: message });
      throw apiError(400, 'VALIDATION_FAILED', message, { file: [message] });
    }
    const source = uploadSource({ ...row, size }, pin);
    const format = detectFormat(await readHead(source, Math.min(size, SNIFF_BYTES)), row.file_name);
    // Opening checks the inside too: a zip's single entry, a workbook's parts.
    const opened = await openFile(source);
    await opened.close();
    await repo.markUpload(db, fileId, { status: 'Ready', size, format, error: null, ...pin });
    return { fileId, fileName: row.file_name, size, format };
  } catch (error) {
    if (error instanceof FileError) {
      await repo.markUpload(db, fileId, { status: 'Rejected', size, format: null, error: error.message });
    }
    return asUserError(() => Promise.reject(error));
  }
}

async function readyUpload(db: Db, auth: AuthContext, fileId: number): Promise<repo.UploadRow> {
  const row = await repo.findUpload(db, auth.scope, fileId);
  if (!row) throw fileNotFound();
  if (row.status !== 'Ready') {
    const message = row.error_text ?? 'Please upload a file to import contacts from.';
    throw apiError(400, 'VALIDATION_FAILED', message, { file: [message] });
  }
  return row;
}

/** The header and first 10 rows, with the row count and the list-size verdict. */
export async function fileTopRows(db: Db, auth: AuthContext, fileId: number): Promise<TopRows> {
  const row = await readyUpload(db, auth, fileId);
  return asUserError(() => topRows(uploadSource(row), 10));
}

/** Each column with a sample value and a guessed field type. */
export async function fileColumnMappings(
  db: Db,
  auth: AuthContext,
  fileId: number,
  startRow: number,
  country: string,
): Promise<ColumnMapping[]> {
  const row = await readyUpload(db, auth, fileId);
  const guesses = await asUserError(() =>
    guessColumnMappings(readRows(uploadSource(row)), startRow, country),
  );
  return guesses.map((g) => ({ ...g, customFieldId: null }));
}

/** Duplicates on the key column from the start row. */
export async function fileDuplicates(
  db: Db,
  auth: AuthContext,
  fileId: number,
  q: { startRow: number; keyColumn: number; countryIso3166: string; keyField?: 'Cellphone' | 'Email' },
) {
  const row = await readyUpload(db, auth, fileId);
  return asUserError(() =>
    countDuplicates(uploadSource(row), q.startRow, q.keyColumn, q.countryIso3166, q.keyField),
  );
}

/**
 * Called by the list-import and DMA workers once their job has ended: deletes the uploaded file now
 * (every S3 version) instead of waiting for the bucket's lifecycle rule, and marks the upload Expired so
 * a later use of its id says the file is gone. Leaves the file alone while another queued or running job
 * still reads it (`ending` names the caller's own job). Safe to call again. Answers whether it expired it.
 */
export async function expireUpload(
  db: Db,
  scope: TenantScope,
  fileId: number,
  ending?: repo.UploadJobRef,
): Promise<boolean> {
  const row = await repo.findUpload(db, scope, fileId);
  if (!row) return false;
  const expired = await repo.markUploadExpired(db, scope, fileId, UPLOAD_EXPIRED_MESSAGE, ending);
  if (!expired && row.status !== 'Expired') return false;
  await deleteAllVersions('Uploads', row.s3_key);
  return expired;
}
