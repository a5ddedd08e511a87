import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { bucketOf, s3, type BucketKey } from '../storage/s3';
import { csvChunks, type CsvSource } from './csv-lines';

/** How long a download link works: long enough to start the download, short enough not to be shared. */
export const DOWNLOAD_LINK_SECONDS = 300;

export interface CsvExport extends CsvSource {
  bucket: BucketKey;
  /** Where the file goes; a random part is appended so links cannot be guessed or collide. */
  keyPrefix: string;
  /** The name the browser saves the file under. */
  fileName: string;
}

/**
 * Streams rows into a CSV object in S3 (a multipart upload, so neither the rows nor the file are ever
 * held in memory) and answers a short-lived link that downloads it under `fileName`.
 */
export async function exportCsv(file: CsvExport): Promise<{ url: string; rows: number; key: string }> {
  const key = `${file.keyPrefix}/${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.csv`;
  const counter = { rows: 0 };
  const body = Readable.from(csvChunks(file, counter));
  const upload = new Upload({
    client: s3(),
    params: { Bucket: bucketOf(file.bucket), Key: key, Body: body, ContentType: 'text/csv; charset=utf-8' },
  });
  try {
    await upload.done();
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { url: await downloadLink(file.bucket, key, file.fileName), rows: counter.rows, key };
}

/** A presigned GET that saves the object as `fileName`. */
export function downloadLink(bucket: BucketKey, key: string, fileName: string): Promise<string> {
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${safeName}"`,
      ResponseContentType: 'text/csv; charset=utf-8',
    }),
    { expiresIn: DOWNLOAD_LINK_SECONDS },
  );
}
