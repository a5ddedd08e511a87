import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../../lists/lists.schemas';
import { getEmailList } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'GET /api/email/lists/{id}', access: 'user', path: listIdPathSchema },
  async ({ auth, path }) => ok(await getEmailList(db(), auth, path.id)),
);
