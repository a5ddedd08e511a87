import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { userExportRequestSchema } from '../users.schemas';
import { exportUsers } from '../users.service';

// Answers a short-lived link to active-users.csv in the Reports bucket; the SPA navigates to it.
export const handler = defineRoute(
  { name: 'POST /api/user/export', access: 'admin', body: userExportRequestSchema },
  async ({ auth, body }) =>
    ok(await exportUsers(db(), auth, body), { headers: { 'Cache-Control': 'no-store' } }),
);
