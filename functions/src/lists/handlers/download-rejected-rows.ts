import { z } from 'zod';
import { db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/route';
import { rejectedRowsLink } from '../rejected-rows.service';

const path = z.object({ id: z.coerce.number({ error: 'Import id must be a number' }).int().positive() });

// Answers with a redirect to a short-lived S3 link, so large files never pass through the API.
export const handler = defineRoute(
  { name: 'GET /api/lists/import-jobs/{id}/rejected-rows', access: 'user', path },
  async ({ auth, path: p }) => ({
    status: 302,
    headers: { Location: await rejectedRowsLink(db(), auth, p.id) },
  }),
);
