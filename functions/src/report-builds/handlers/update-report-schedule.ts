import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { scheduleIdPathSchema, updateScheduleSchema } from '../report-builds.schemas';
import { setReportScheduleStatus } from '../report-schedules.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/admin/report-schedules/{id}',
    access: 'admin',
    path: scheduleIdPathSchema,
    body: updateScheduleSchema,
  },
  async ({ path, body }) => ok(await setReportScheduleStatus(db(), path.id, body.status)),
);
