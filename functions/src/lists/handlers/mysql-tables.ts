import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { connectionIdPathSchema } from '../mysql/mysql.schemas';
import { tables } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/mysql/connection-strings/{id}/tables',
    access: 'user',
    path: connectionIdPathSchema,
  },
  async ({ auth, path }) => ok(await tables(db(), auth, path.id)),
);
