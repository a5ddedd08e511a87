import { z } from 'zod';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listJobs } from '../import.service';

const query = z.object({
  listId: z.coerce.number({ error: 'List id must be a number' }).int().positive().optional(),
});

export const handler = defineRoute(
  { name: 'GET /api/lists/import-jobs', access: 'user', query },
  async ({ auth, query: q }) => ok(await listJobs(db(), auth, q.listId ?? null)),
);
