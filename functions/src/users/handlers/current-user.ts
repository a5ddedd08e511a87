import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getCurrentUser } from '../users.service';

export const handler = defineRoute({ name: 'GET /api/user/current', access: 'user' }, async ({ auth }) =>
  ok(await getCurrentUser(db(), auth)),
);
