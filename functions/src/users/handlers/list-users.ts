import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { userListRequestSchema } from '../users.schemas';
import { listUsers } from '../users.service';

export const handler = defineRoute(
  { name: 'POST /api/user/list', access: 'admin', body: userListRequestSchema },
  async ({ body }) => ok(await listUsers(db(), body)),
);
