import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createScheduleSchema } from '../report-builds.schemas';
import { createReportSchedule } from '../report-schedules.service';

export const handler = defineRoute(
  { name: 'POST /api/admin/report-schedules', access: 'admin', body: createScheduleSchema },
  async ({ auth, body }) => created(await createReportSchedule(db(), auth, body)),
);
