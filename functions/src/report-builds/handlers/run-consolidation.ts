import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { runConsolidationNow } from '../report-builds.service';

export const handler = defineRoute(
  { name: 'POST /api/admin/report-builds/consolidation', access: 'admin' },
  async ({ auth }) => accepted(await runConsolidationNow(db(), auth)),
);
