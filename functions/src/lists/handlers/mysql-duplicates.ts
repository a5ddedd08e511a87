import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { duplicatesQuerySchema } from '../lists.schemas';
import { tablePathSchema } from '../mysql/mysql.schemas';
import { tableDuplicates } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/mysql/connection-strings/{id}/duplicates/{table}',
    access: 'user',
    path: tablePathSchema,
    query: duplicatesQuerySchema,
  },
  async ({ auth, path, query }) => ok(await tableDuplicates(db(), auth, path.id, path.table, query)),
);
