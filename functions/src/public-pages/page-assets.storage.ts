import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketOf, openObject, s3 } from '../platform/storage/s3';

/** An imported page asset's bytes. */
export async function readAsset(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openObject('Uploads', key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A 5-minute URL of an asset too large to answer inline (Lambda answers are at most 6 MB). */
export function presignAssetDownload(key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucketOf('Uploads'), Key: key, ResponseContentType: contentType }),
    { expiresIn: 300 },
  );
}
