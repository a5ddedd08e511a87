import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { buildDmaDownload } from '../dma.service';

// Answers with a redirect to a short-lived S3 link, so large files never pass through the API.
export const handler = defineRoute({ name: 'GET /api/dma/cellphones', access: 'user' }, async ({ auth }) => ({
  status: 302,
  headers: { Location: await buildDmaDownload(db(), auth, 'cellphones'), 'Cache-Control': 'no-store' },
}));
