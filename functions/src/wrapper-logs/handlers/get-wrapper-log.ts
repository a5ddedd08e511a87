import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { wrapperLogIdPathSchema } from '../wrapper-logs.schemas';
import { getWrapperLog } from '../wrapper-logs.service';

export const handler = defineRoute(
  { name: 'GET /api/settings/wrapper-logs/{id}', access: 'user', path: wrapperLogIdPathSchema },
  async ({ auth, path }) => ok(await getWrapperLog(db(), auth, path.id)),
);
