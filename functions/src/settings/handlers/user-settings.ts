import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getUserSettings } from '../settings.service';

export const handler = defineRoute({ name: 'GET /api/user/settings', access: 'user' }, async ({ auth }) =>
  ok(await getUserSettings(db(), auth)),
);
