import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { configure, ZipWriter } from '@zip.js/zip.js';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { bucketOf, s3, type BucketKey } from '../platform/storage/s3';

// Lambda has no Web Workers; compress and encrypt in the function's own thread.
configure({ useWebWorkers: false });

/** How long an e-mailed report link works: 7 days (our own route checks it: report-download.service). */
export const REPORT_LINK_SECONDS = 7 * 24 * 60 * 60;

export interface ArchiveUpload {
  bucket: BucketKey;
  key: string;
  /** The file's name inside the archive. */
  entryName: string;
  password: string;
  /** The file's text, in chunks, pulled as the upload takes them (bounded memory). */
  chunks: AsyncIterable<string>;
}

/**
 * Streams text into a password-protected zip (AES-256, WinZip AE-2) that goes to S3 as a multipart upload
 * while it is written: neither the rows, the file nor the archive is ever held whole in memory.
 */
export async function uploadEncryptedZip(file: ArchiveUpload): Promise<void> {
  const pipe = new TransformStream<Uint8Array, Uint8Array>();
  const body = Readable.fromWeb(pipe.readable as NodeReadableStream<Uint8Array>);
  const upload = new Upload({
    client: s3(),
    params: { Bucket: bucketOf(file.bucket), Key: file.key, Body: body, ContentType: 'application/zip' },
  });
  const uploaded = upload.done();
  const encoder = new TextEncoder();
  async function* bytes() {
    for await (const chunk of file.chunks) yield encoder.encode(chunk);
  }
  const writing = (async () => {
    const zip = new ZipWriter(pipe.writable, { password: file.password, encryptionStrength: 3 });
    await zip.add(file.entryName, ReadableStream.from(bytes()), {
      password: file.password,
      encryptionStrength: 3,
    });
    await zip.close();
  })();
  try {
    await Promise.all([writing, uploaded]);
  } catch (error) {
    await upload.abort().catch(() => undefined);
    body.destroy();
    throw error;
  }
}

/** A presigned GET of the archive that saves it as `fileName`, valid for `seconds` (kept short). */
export function reportLink(
  bucket: BucketKey,
  key: string,
  fileName: string,
  seconds: number,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]+/g, '-')}"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: seconds },
  );
}
