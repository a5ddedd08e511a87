import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { hubQuerySchema } from '../reports-hub.schemas';
import { reportsHub } from '../reports-hub.service';

export const handler = defineRoute(
  { name: 'GET /api/reports/hub', access: 'user', query: hubQuerySchema },
  async ({ auth, query }) => ok(await reportsHub(db(), auth, query)),
);
