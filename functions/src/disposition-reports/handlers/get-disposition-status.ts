import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getDispositionDefaults } from '../disposition-reports.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/disposition/status', access: 'user' },
  async ({ auth }) => ok(await getDispositionDefaults(db(), auth)),
);
