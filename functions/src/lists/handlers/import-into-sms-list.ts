import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { importIntoList } from '../import.service';
import { importIntoListSchema, listIdPathSchema } from '../lists.schemas';

export const handler = defineRoute(
  {
    name: 'POST /api/sms/lists/{id}/import',
    access: 'user',
    path: listIdPathSchema,
    body: importIntoListSchema,
  },
  async ({ auth, path, body }) => accepted(await importIntoList(db(), auth, path.id, body)),
);
