import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { fileIdPathSchema } from '../lists.schemas';
import { fileTopRows } from '../uploads.service';

export const handler = defineRoute(
  { name: 'GET /api/lists/files/{id}/top-10-rows', access: 'user', path: fileIdPathSchema },
  async ({ auth, path }) => ok(await fileTopRows(db(), auth, path.id)),
);
