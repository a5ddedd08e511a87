import type { Readable } from 'node:stream';
import { ObjectGoneError, openObject, type ObjectPin } from '../platform/storage/s3';
import { fileError } from './files/file-errors';
import type { ByteRange, UploadedFile as FileSource } from './files/source';
import type { UploadRow } from './uploads.repository';

/** What is needed to open an upload: its key and the version the completion call checked. */
export type UploadLocation = Pick<UploadRow, 's3_key' | 's3_version_id' | 's3_etag'>;

/**
 * Opens exactly the checked bytes: the S3 version recorded at completion (and its ETag). A file replaced
 * through the presigned URL afterwards, deleted, or expired is never read; it is refused in the user's
 * terms ("no longer available"), which every reader reports as a FileError.
 */
async function openPinned(upload: UploadLocation, pin: ObjectPin, range?: ByteRange): Promise<Readable> {
  try {
    return await openObject('Uploads', upload.s3_key, range, pin);
  } catch (error) {
    if (error instanceof ObjectGoneError) throw fileError('gone');
    throw error;
  }
}

/** The pin of a checked upload. An unchecked one has none: only the completion call reads it, pinned itself. */
export const pinOf = (upload: UploadLocation): ObjectPin => ({
  versionId: upload.s3_version_id,
  etag: upload.s3_etag,
});

/** An uploads row as the FileSource every reader takes (top rows, mappings, duplicates, both workers). */
export function uploadSource(
  upload: UploadLocation & Pick<UploadRow, 'file_name' | 'size'>,
  pin: ObjectPin = pinOf(upload),
): FileSource {
  return {
    name: upload.file_name,
    size: upload.size ?? undefined,
    open: () => openPinned(upload, pin),
    openRange: (range) => openPinned(upload, pin, range),
  };
}
