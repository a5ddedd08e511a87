import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listCategoryGroups } from '../categories.service';

export const handler = defineRoute({ name: 'GET /api/categories/sms', access: 'user' }, async ({ auth }) =>
  ok(await listCategoryGroups(db(), auth)),
);
