import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageKeyPathSchema } from '../pages.schemas';
import { getPageFields } from '../pages.service';

export const handler = defineRoute(
  { name: 'GET /api/pages/{pageKey}/fields', access: 'user', path: pageKeyPathSchema },
  async ({ auth, path }) => ok(await getPageFields(db(), auth, path.pageKey)),
);
