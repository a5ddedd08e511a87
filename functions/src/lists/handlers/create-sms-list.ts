import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createListWithImport } from '../import.service';
import { createListSchema } from '../lists.schemas';

export const handler = defineRoute(
  { name: 'POST /api/sms/lists', access: 'user', body: createListSchema },
  async ({ auth, body }) => created(await createListWithImport(db(), auth, body)),
);
