import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { scheduleIdPathSchema } from '../report-builds.schemas';
import { deleteReportSchedule } from '../report-schedules.service';

export const handler = defineRoute(
  { name: 'DELETE /api/admin/report-schedules/{id}', access: 'admin', path: scheduleIdPathSchema },
  async ({ path }) => {
    await deleteReportSchedule(db(), path.id);
    return noContent();
  },
);
