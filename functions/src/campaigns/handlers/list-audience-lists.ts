import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listAudienceLists } from '../campaign-audience.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/campaign-audience-lists', access: 'user' },
  async ({ auth }) => ok(await listAudienceLists(db(), auth)),
);
