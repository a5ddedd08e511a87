import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listApiKeys } from '../api-keys.service';

export const handler = defineRoute({ name: 'GET /api/settings/api-keys', access: 'user' }, async ({ auth }) =>
  ok(await listApiKeys(db(), auth)),
);
