import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { connectionStringsQuerySchema } from '../mysql/mysql.schemas';
import { connectionStrings } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  { name: 'GET /api/lists/mysql/connection-strings', access: 'user', query: connectionStringsQuerySchema },
  async ({ auth, query }) => ok(await connectionStrings(db(), auth, query.types)),
);
