import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listWrapperLogs } from '../wrapper-logs.service';

export const handler = defineRoute(
  { name: 'GET /api/settings/wrapper-logs', access: 'user' },
  async ({ auth }) => ok(await listWrapperLogs(db(), auth)),
);
