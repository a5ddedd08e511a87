import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../lists.schemas';
import { getSmsList } from '../lists.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/lists/{id}', access: 'user', path: listIdPathSchema },
  async ({ auth, path }) => ok(await getSmsList(db(), auth, path.id)),
);
