import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { userIdPathSchema } from '../users.schemas';
import { getUserDetail } from '../users.service';

export const handler = defineRoute(
  { name: 'GET /api/admin/users/{id}', access: 'admin', path: userIdPathSchema },
  async ({ path }) => ok(await getUserDetail(db(), path.id)),
);
