import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { bucketOf, s3 } from '../platform/storage/s3';

// A page's imported resources live in the uploads bucket under pages/{pageId}/v{contentVersion}/{path};
// the files of an import being uploaded under page-imports/{pageId}/{token}/{index}.

export const assetKey = (pageId: number, version: number, path: string) =>
  `pages/${pageId}/v${version}/${path}`;
export const stagedKey = (pageId: number, token: string, index: number) =>
  `page-imports/${pageId}/${token}/${index}`;

export async function putAsset(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucketOf('Uploads'), Key: key, Body: body, ContentType: contentType }),
  );
}

export async function copyAsset(fromKey: string, toKey: string): Promise<void> {
  const Bucket = bucketOf('Uploads');
  await s3().send(
    new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${encodeURIComponent(fromKey)}` }),
  );
}

/** Deletes every object under a prefix (best effort is the caller's choice). */
export async function deletePrefix(prefix: string): Promise<void> {
  const Bucket = bucketOf('Uploads');
  for (;;) {
    const page = await s3().send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 1000 }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length === 0) return;
    await s3().send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
    if (!page.IsTruncated) return;
  }
}

/** Deletes these keys (up to 1,000 a call). */
export async function deleteKeys(keys: string[]): Promise<void> {
  const Bucket = bucketOf('Uploads');
  for (let i = 0; i < keys.length; i += 1000) {
    const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
    await s3().send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
  }
}
