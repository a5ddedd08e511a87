import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { buildDispositionReportSchema } from '../disposition-reports.schemas';
import { queueDispositionReport } from '../disposition-reports.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/disposition/build', access: 'user', body: buildDispositionReportSchema },
  async ({ auth, body }) => accepted(await queueDispositionReport(db(), auth, body)),
);
