import { z } from 'zod';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listJobs } from '../import.service';

const query = z.object({
  listId: z.coerce.number({ error: 'List id must be a number' }).int().positive().optional(),
  /** The kind of list listId names (SMS unless told). */
  listKind: z.enum(['Sms', 'Email'], { error: 'List kind is Sms or Email.' }).default('Sms'),
});

export const handler = defineRoute(
  { name: 'GET /api/lists/import-jobs', access: 'user', query },
  async ({ auth, query: q }) =>
    ok(await listJobs(db(), auth, q.listId ? { kind: q.listKind, id: q.listId } : null)),
);
