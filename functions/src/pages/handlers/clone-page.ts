import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createPageSchema, pageKeyPathSchema } from '../pages.schemas';
import { clonePage } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/clone',
    access: 'user',
    path: pageKeyPathSchema,
    body: createPageSchema,
  },
  async ({ auth, path, body }) => created(await clonePage(db(), auth, path.pageKey, body)),
);
