import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listReportSchedules } from '../report-schedules.service';

export const handler = defineRoute({ name: 'GET /api/admin/report-schedules', access: 'admin' }, async () =>
  ok(await listReportSchedules(db())),
);
