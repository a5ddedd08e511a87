import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { startPageImport } from '../page-import.service';
import { pageIdPathSchema, startPageImportSchema } from '../pages.schemas';

export const handler = defineRoute(
  {
    name: 'POST /api/pages/upload-import/{id}/start',
    access: 'user',
    path: pageIdPathSchema,
    body: startPageImportSchema,
  },
  async ({ auth, path, body }) => ok(await startPageImport(db(), auth, path.id, body)),
);
