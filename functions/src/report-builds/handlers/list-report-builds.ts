import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { reportBuildsQuerySchema } from '../report-builds.schemas';
import { listReportBuilds } from '../report-builds.service';

export const handler = defineRoute(
  { name: 'GET /api/admin/report-builds', access: 'admin', query: reportBuildsQuerySchema },
  async ({ query }) => ok(await listReportBuilds(db(), query)),
);
