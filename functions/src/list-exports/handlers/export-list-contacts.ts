import { listIdPathSchema } from '../../lists/lists.schemas';
import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { exportListContacts } from '../list-exports.service';

// Answers with a redirect to a short-lived S3 link, so large files never pass through the API.
export const handler = defineRoute(
  { name: 'GET /api/sms/lists/{id}/export', access: 'user', path: listIdPathSchema },
  async ({ auth, path }) => ({
    status: 302,
    headers: { Location: await exportListContacts(db(), auth, path.id), 'Cache-Control': 'no-store' },
  }),
);
