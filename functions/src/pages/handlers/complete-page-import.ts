import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { completePageImport } from '../page-import.service';
import { completePageImportSchema, pageIdPathSchema } from '../pages.schemas';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/upload-import/{id}',
    access: 'user',
    path: pageIdPathSchema,
    body: completePageImportSchema,
  },
  async ({ auth, path, body }) => ok(await completePageImport(db(), auth, path.id, body)),
);
