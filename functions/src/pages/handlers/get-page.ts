import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageKeyPathSchema } from '../pages.schemas';
import { getPage } from '../pages.service';

export const handler = defineRoute(
  { name: 'GET /api/pages/{pageKey}', access: 'user', path: pageKeyPathSchema },
  async ({ auth, path }) => ok(await getPage(db(), auth, path.pageKey)),
);
