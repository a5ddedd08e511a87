import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createEmptyEmailListSchema } from '../email-lists.schemas';
import { createEmptyEmailList } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'POST /api/email/lists/empty', access: 'user', body: createEmptyEmailListSchema },
  async ({ auth, body }) => created(await createEmptyEmailList(db(), auth, body)),
);
