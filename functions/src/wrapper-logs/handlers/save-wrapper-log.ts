import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { saveWrapperLogSchema } from '../wrapper-logs.schemas';
import { saveWrapperLog } from '../wrapper-logs.service';

export const handler = defineRoute(
  { name: 'POST /api/settings/wrapper-logs/save', access: 'user', body: saveWrapperLogSchema },
  async ({ auth, body }) => ok({ id: await saveWrapperLog(db(), auth, body) }),
);
