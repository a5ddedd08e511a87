import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { metaRequestSchema } from '../wrapper-logs.schemas';
import { connectToDatabase } from '../wrapper-logs.service';

export const handler = defineRoute(
  { name: 'POST /api/settings/wrapper-logs/meta', access: 'user', body: metaRequestSchema },
  async ({ auth, body }) => ok(await connectToDatabase(db(), auth, body)),
);
