import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { changePageNameSchema, pageKeyPathSchema } from '../pages.schemas';
import { renamePage } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/name',
    access: 'user',
    path: pageKeyPathSchema,
    body: changePageNameSchema,
  },
  async ({ auth, path, body }) => {
    await renamePage(db(), auth, path.pageKey, body.name);
    return noContent();
  },
);
