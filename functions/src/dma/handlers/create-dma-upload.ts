import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createDmaUploadSchema } from '../dma.schemas';
import { queueDmaUpload } from '../dma.service';

export const handler = defineRoute(
  { name: 'POST /api/dma/uploads', access: 'user', body: createDmaUploadSchema },
  async ({ auth, body }) => accepted(await queueDmaUpload(db(), auth, body)),
);
