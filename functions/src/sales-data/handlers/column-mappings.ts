import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesFileIdPathSchema, salesRowQuerySchema } from '../sales-data.schemas';
import { salesColumnMappings } from '../sales-data.service';

export const handler = defineRoute(
  {
    name: 'GET /api/sms/sales-data/files/{id}/column-mappings',
    access: 'user',
    path: salesFileIdPathSchema,
    query: salesRowQuerySchema,
  },
  async ({ auth, path, query }) =>
    ok(await salesColumnMappings(db(), auth, path.id, query.startRow, query.countryIso3166)),
);
