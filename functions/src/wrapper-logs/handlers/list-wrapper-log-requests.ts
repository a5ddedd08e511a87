import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { requestsQuerySchema, wrapperLogIdPathSchema } from '../wrapper-logs.schemas';
import { listRequests } from '../wrapper-logs.service';

export const handler = defineRoute(
  {
    name: 'POST /api/settings/wrapper-logs/{id}/requests',
    access: 'user',
    path: wrapperLogIdPathSchema,
    body: requestsQuerySchema,
  },
  async ({ auth, path, body }) => ok(await listRequests(db(), auth, path.id, body)),
);
