import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { duplicatesQuerySchema, fileIdPathSchema } from '../lists.schemas';
import { fileDuplicates } from '../uploads.service';

export const handler = defineRoute(
  {
    name: 'GET /api/lists/files/{id}/duplicates',
    access: 'user',
    path: fileIdPathSchema,
    query: duplicatesQuerySchema,
  },
  async ({ auth, path, query }) => ok(await fileDuplicates(db(), auth, path.id, query)),
);
