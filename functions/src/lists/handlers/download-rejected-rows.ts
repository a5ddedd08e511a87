import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { z } from 'zod';
import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { bucketOf, s3 } from '../../platform/storage/s3';
import { rejectedRowsKey } from '../import.service';

const path = z.object({ id: z.coerce.number({ error: 'Import id must be a number' }).int().positive() });

// Answers with a redirect to a short-lived S3 link, so large files never pass through the API.
export const handler = defineRoute(
  { name: 'GET /api/lists/import-jobs/{id}/rejected-rows', access: 'user', path },
  async ({ auth, path: p }) => {
    const key = await rejectedRowsKey(db(), auth, p.id);
    const url = await getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: bucketOf('Uploads'),
        Key: key,
        ResponseContentDisposition: `attachment; filename="rejected-rows-${p.id}.csv"`,
      }),
      { expiresIn: 300 },
    );
    return { status: 302, headers: { Location: url } };
  },
);
