import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { reportIdPathSchema } from '../report-builds.schemas';
import { reportDownloadUrl } from '../report-builds.service';

// An administrator's download of a finished cross-campaign report: 302 to a fresh 5-minute S3 URL.
export const handler = defineRoute(
  {
    name: 'GET /api/admin/report-builds/reports/{id}/download',
    access: 'admin',
    path: reportIdPathSchema,
  },
  async ({ path }) => ({
    status: 302,
    headers: { Location: await reportDownloadUrl(db(), path.id), 'Cache-Control': 'private, no-store' },
  }),
);
