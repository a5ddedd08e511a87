import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { changePageTitleSchema, pageKeyPathSchema } from '../pages.schemas';
import { changePageTitle } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/title',
    access: 'user',
    path: pageKeyPathSchema,
    body: changePageTitleSchema,
  },
  async ({ auth, path, body }) => {
    await changePageTitle(db(), auth, path.pageKey, body.title);
    return noContent();
  },
);
