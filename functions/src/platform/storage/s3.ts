import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { BUCKETS, bucketName } from '../../../../infra/serverless/queues.cjs';
import { config } from '../config';

export type BucketKey = 'Uploads' | 'Reports';

let client: S3Client | undefined;

/**
 * The S3 client; path-style addressing when a local endpoint is configured. Checksums only where S3
 * requires them: otherwise a presigned PUT carries the CRC32 of an empty body (`AAAAAA==`), and S3 refuses
 * every real file sent through it (SDK 3.729+ default; LocalStack does not check it).
 */
export function s3(): S3Client {
  client ??= new S3Client({
    forcePathStyle: !!process.env.AWS_ENDPOINT_URL,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
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

/** One stored version of an object: what a later read pins itself to. */
export interface ObjectVersion {
  size: number;
  /** Null when the bucket does not keep versions. */
  versionId: string | null;
  etag: string | null;
}

/** Which version a read must get: this version id, and (when known) this ETag, else nothing. */
export interface ObjectPin {
  versionId?: string | null;
  etag?: string | null;
}

/** The object, or the version asked for, is not (or no longer) there, or it changed since it was pinned. */
export class ObjectGoneError extends Error {
  override readonly name = 'ObjectGoneError';
}

const GONE = new Set(['NotFound', 'NoSuchKey', 'NoSuchVersion', 'PreconditionFailed']);

function isGone(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return GONE.has(e.name ?? '') || e.$metadata?.httpStatusCode === 404 || e.$metadata?.httpStatusCode === 412;
}

/** The current version of an object (size, version id, ETag), or null when it is not there. */
export async function headObject(bucket: BucketKey, key: string): Promise<ObjectVersion | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
    const versionId = head.VersionId && head.VersionId !== 'null' ? head.VersionId : null;
    return { size: head.ContentLength ?? 0, versionId, etag: head.ETag ?? null };
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

/** The object's size, or null when it is not there. */
export async function objectSize(bucket: BucketKey, key: string): Promise<number | null> {
  return (await headObject(bucket, key))?.size ?? null;
}

/**
 * Streams an object, or bytes [start, end) of it. With a pin, only that version (and ETag) is read:
 * anything else (replaced, deleted, expired) is an ObjectGoneError, never other bytes.
 */
export async function openObject(
  bucket: BucketKey,
  key: string,
  range?: { start: number; end: number },
  pin?: ObjectPin,
): Promise<Readable> {
  try {
    const answer = await s3().send(
      new GetObjectCommand({
        Bucket: bucketOf(bucket),
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end - 1}` } : {}),
        ...(pin?.versionId ? { VersionId: pin.versionId } : {}),
        ...(pin?.etag ? { IfMatch: pin.etag } : {}),
      }),
    );
    return answer.Body as Readable;
  } catch (error) {
    if (pin && isGone(error)) throw new ObjectGoneError(`${key} is no longer there`);
    throw error;
  }
}

/** Deletes every version of one key (and its delete markers), so the bytes are gone at once; answers how many. */
export async function deleteAllVersions(bucket: BucketKey, key: string): Promise<number> {
  const Bucket = bucketOf(bucket);
  let deleted = 0;
  for (;;) {
    // A listing answers at most 1,000 versions: list again until none of this key is left.
    const page = await s3().send(new ListObjectVersionsCommand({ Bucket, Prefix: key }));
    const versions = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].filter((v) => v.Key === key);
    if (versions.length === 0) return deleted;
    for (const v of versions) {
      await s3().send(new DeleteObjectCommand({ Bucket, Key: key, VersionId: v.VersionId }));
      deleted += 1;
    }
  }
}
