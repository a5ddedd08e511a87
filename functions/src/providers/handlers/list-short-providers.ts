import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listShortProviders } from '../providers.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/providers/short', access: 'user' },
  async ({ auth }) => ok(await listShortProviders(db(), auth)),
);
