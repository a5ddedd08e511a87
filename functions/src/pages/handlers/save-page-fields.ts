import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { pageFormFieldsSchema, pageKeyPathSchema } from '../pages.schemas';
import { savePageFields } from '../pages.service';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/{pageKey}/fields',
    access: 'user',
    path: pageKeyPathSchema,
    body: pageFormFieldsSchema,
  },
  async ({ auth, path, body }) => {
    await savePageFields(db(), auth, path.pageKey, body);
    return noContent();
  },
);
