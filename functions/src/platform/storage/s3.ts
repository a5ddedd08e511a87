import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
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

/** A presigned POST that accepts exactly this key and at most maxBytes, for 15 minutes. */
export function presignUpload(bucket: BucketKey, key: string, maxBytes: number) {
  return createPresignedPost(s3(), {
    Bucket: bucketOf(bucket),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$key', key],
    ],
    Expires: 900,
  });
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
