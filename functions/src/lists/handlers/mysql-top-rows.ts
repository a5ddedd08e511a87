import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { tablePathSchema } from '../mysql/mysql.schemas';
import { tableTopRows } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/mysql/connection-strings/{id}/top-10-rows/{table}',
    access: 'user',
    path: tablePathSchema,
  },
  async ({ auth, path }) => ok(await tableTopRows(db(), auth, path.id, path.table)),
);
