import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { saveConnectionStringSchema } from '../mysql/mysql.schemas';
import { saveConnectionString } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  { name: 'POST /api/lists/mysql/connection-strings', access: 'user', body: saveConnectionStringSchema },
  async ({ auth, body }) => ok(await saveConnectionString(db(), auth, body)),
);
