import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createEmptyListSchema } from '../lists.schemas';
import { createEmptyList } from '../lists.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/lists/empty', access: 'user', body: createEmptyListSchema },
  async ({ auth, body }) => created(await createEmptyList(db(), auth, body)),
);
