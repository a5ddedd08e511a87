import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageContentSchema, pageKeyPathSchema } from '../pages.schemas';
import { savePageContent } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/content',
    access: 'user',
    maxBodyBytes: BODY_LIMITS.editorContent,
    path: pageKeyPathSchema,
    body: pageContentSchema,
  },
  async ({ auth, path, body }) => {
    await savePageContent(db(), auth, path.pageKey, body);
    return noContent();
  },
);
