import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageListRequestSchema } from '../pages.schemas';
import { listPages } from '../pages.service';

export const handler = defineRoute(
  { name: 'POST /api/pages/list', access: 'user', body: pageListRequestSchema },
  async ({ auth, body }) => ok(await listPages(db(), auth, body)),
);
