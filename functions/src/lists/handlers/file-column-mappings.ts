import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { columnMappingsQuerySchema, fileIdPathSchema } from '../lists.schemas';
import { fileColumnMappings } from '../uploads.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/files/{id}/column-mappings',
    access: 'user',
    path: fileIdPathSchema,
    query: columnMappingsQuerySchema,
  },
  async ({ auth, path, query }) =>
    ok(await fileColumnMappings(db(), auth, path.id, query.startRow, query.countryIso3166)),
);
