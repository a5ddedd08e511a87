import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesFileIdPathSchema, salesImportSchema, salesRowQuerySchema } from '../sales-data.schemas';
import { importSales } from '../sales-data.service';

export const handler = defineRoute(
  {
    name: 'POST /api/sms/sales-data/files/{id}/import',
    access: 'user',
    path: salesFileIdPathSchema,
    query: salesRowQuerySchema,
    body: salesImportSchema,
  },
  async ({ auth, path, query, body }) => ok(await importSales(db(), auth, path.id, body, query)),
);
