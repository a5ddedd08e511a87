import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { connectionIdPathSchema } from '../mysql/mysql.schemas';
import { deleteConnectionString } from '../mysql/mysql-sources.service';

export const handler = defineRoute(
  {
    name: 'DELETE /api/lists/mysql/connection-strings/{id}',
    access: 'user',
    path: connectionIdPathSchema,
  },
  async ({ auth, path }) => {
    await deleteConnectionString(db(), auth, path.id);
    return noContent();
  },
);
