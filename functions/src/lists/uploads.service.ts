import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import { objectSize, openObject, presignUpload } from '../platform/storage/s3';
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

function sourceOf(row: repo.UploadRow): FileSource {
  return {
    name: row.file_name,
    size: row.size ?? undefined,
    open: () => openObject('Uploads', row.s3_key),
    openRange: (range) => openObject('Uploads', row.s3_key, range),
  };
}

async function readHead(key: string, bytes: number): Promise<Buffer> {
  if (bytes === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await openObject('Uploads', key, { start: 0, end: bytes }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Announces an upload: the answer is a presigned POST that only accepts this file's key, up to 100 MB. */
export async function startUpload(db: Db, auth: AuthContext, body: StartUpload): Promise<StartedUpload> {
  const prefix = `lists/${auth.accountId}/${randomBytes(8).toString('hex')}`;
  const { id, s3Key } = await repo.insertUpload(db, auth.scope, {
    userId: auth.userId,
    fileName: body.fileName,
    declaredSize: body.size,
    s3KeyPrefix: prefix,
  });
  return { fileId: id, upload: await presignUpload('Uploads', s3Key, body.size) };
}

/** Checks what the browser uploaded: it is there, within 100 MB, and a CSV, Excel or zip file. */
export async function completeUpload(db: Db, auth: AuthContext, fileId: number): Promise<UploadedFile> {
  const row = await repo.findUpload(db, auth.scope, fileId);
  if (!row) throw fileNotFound();
  const size = await objectSize('Uploads', row.s3_key);
  if (size === null) {
    throw apiError(400, 'VALIDATION_FAILED', 'The file did not finish uploading. Please upload it again.', {
      file: ['The file did not finish uploading. Please upload it again.'],
    });
  }
  try {
    if (size > MAX_UPLOAD_BYTES) throw fileError('tooLarge');
    // S3 already refuses another size (Content-Length is signed); checked again here regardless.
    if (size !== row.declared_size) {
      const message = 'The file changed while it was uploading. Please upload it again.';
      await repo.markUpload(db, fileId, { status: 'Rejected', size, format: null, error: message });
      throw apiError(400, 'VALIDATION_FAILED', message, { file: [message] });
    }
    const head = await readHead(row.s3_key, Math.min(size, SNIFF_BYTES));
    const format = detectFormat(head, row.file_name);
    // Opening checks the inside too: a zip's single entry, a workbook's parts.
    const opened = await openFile(sourceOf({ ...row, size }));
    await opened.close();
    await repo.markUpload(db, fileId, { status: 'Ready', size, format, error: null });
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
  return asUserError(() => topRows(sourceOf(row), 10));
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
  const guesses = await asUserError(() => guessColumnMappings(readRows(sourceOf(row)), startRow, country));
  return guesses.map((g) => ({ ...g, customFieldId: null }));
}

/** Duplicates on the key column from the start row. */
export async function fileDuplicates(
  db: Db,
  auth: AuthContext,
  fileId: number,
  q: { startRow: number; keyColumn: number; countryIso3166: string },
) {
  const row = await readyUpload(db, auth, fileId);
  return asUserError(() => countDuplicates(sourceOf(row), q.startRow, q.keyColumn, q.countryIso3166));
}
