import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listDmaUploads } from '../dma.service';

export const handler = defineRoute({ name: 'GET /api/dma/uploads', access: 'user' }, async ({ auth }) =>
  ok(await listDmaUploads(db(), auth)),
);
