import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { columnMappingsQuerySchema } from '../lists.schemas';
import { tablePathSchema } from '../mysql/mysql.schemas';
import { tableColumnMappings } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/mysql/connection-strings/{id}/column-mappings/{table}',
    access: 'user',
    path: tablePathSchema,
    query: columnMappingsQuerySchema,
  },
  async ({ auth, path, query }) =>
    ok(await tableColumnMappings(db(), auth, path.id, path.table, query.startRow, query.countryIso3166)),
);
