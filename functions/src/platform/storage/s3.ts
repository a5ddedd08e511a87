import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { BUCKETS, bucketName } from '../../../../infra/serverless/queues.cjs';
import { config } from '../config';

export type BucketKey = 'Uploads' | 'Reports';

let client: S3Client | undefined;

/** The S3 client; path-style addressing when a local endpoint is configured. */
export function s3(): S3Client {
  client ??= new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL });
  return client;
}

/** The bucket's name in this stage. */
export function bucketOf(key: BucketKey): string {
  const definition = BUCKETS.find((b) => b.key === key);
  if (!definition) throw new Error(`Unknown bucket ${key}`);
  return bucketName(config.resourcePrefix, definition);
}

/**
 * A presigned PUT of exactly this key and exactly `size` bytes (Content-Length is signed, so S3 refuses
 * any other size), for 15 minutes. One plain PUT of the body: no multipart form to build or parse.
 */
export async function presignUpload(bucket: BucketKey, key: string, size: number) {
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucketOf(bucket), Key: key, ContentLength: size }),
    { expiresIn: 900, signableHeaders: new Set(['content-length']) },
  );
  return { method: 'PUT' as const, url };
}

/** The object's size, or null when it is not there. */
export async function objectSize(bucket: BucketKey, key: string): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Streams an object, or bytes [start, end) of it. */
export async function openObject(
  bucket: BucketKey,
  key: string,
  range?: { start: number; end: number },
): Promise<Readable> {
  const answer = await s3().send(
    new GetObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ...(range ? { Range: `bytes=${range.start}-${range.end - 1}` } : {}),
    }),
  );
  return answer.Body as Readable;
}
