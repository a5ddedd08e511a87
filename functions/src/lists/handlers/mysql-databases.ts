import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { databasesQuerySchema } from '../mysql/mysql.schemas';
import { databases } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  { name: 'GET /api/lists/mysql/databases', access: 'user', query: databasesQuerySchema },
  async ({ auth, query }) => ok(await databases(db(), auth, query)),
);
