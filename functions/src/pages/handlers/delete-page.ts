import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageKeyPathSchema } from '../pages.schemas';
import { deletePage } from '../pages.service';

export const handler = defineRoute(
  { name: 'DELETE /api/pages/{pageKey}', access: 'user', path: pageKeyPathSchema },
  async ({ auth, path }) => {
    await deletePage(db(), auth, path.pageKey);
    return noContent();
  },
);
