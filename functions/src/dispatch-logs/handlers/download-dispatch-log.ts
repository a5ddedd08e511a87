import { campaignIdPathSchema } from '../../campaigns/campaigns.schemas';
import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { exportDispatchLog } from '../dispatch-logs.service';

// The campaign's proof of dispatch: a redirect to a short-lived S3 link, so the file never passes through the API.
export const handler = defineRoute(
  { name: 'GET /api/sms/campaigns/{id}/dispatch-log', access: 'user', path: campaignIdPathSchema },
  async ({ auth, path }) => ({
    status: 302,
    headers: { Location: await exportDispatchLog(db(), auth, path.id), 'Cache-Control': 'no-store' },
  }),
);
