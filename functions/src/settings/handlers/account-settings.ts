import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getAccountSettings } from '../settings.service';

export const handler = defineRoute({ name: 'GET /api/settings', access: 'user' }, async ({ auth }) =>
  ok(await getAccountSettings(db(), auth)),
);
