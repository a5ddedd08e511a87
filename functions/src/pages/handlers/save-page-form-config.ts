import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { formSubmitActionsSchema, pageKeyPathSchema } from '../pages.schemas';
import { savePageFormConfig } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/form-config',
    access: 'user',
    path: pageKeyPathSchema,
    body: formSubmitActionsSchema,
  },
  async ({ auth, path, body }) => {
    await savePageFormConfig(db(), auth, path.pageKey, body);
    return noContent();
  },
);
