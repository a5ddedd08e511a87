import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { fileIdPathSchema } from '../lists.schemas';
import { completeUpload } from '../uploads.service';

export const handler = defineRoute(
  { name: 'POST /api/lists/files/{id}/complete', access: 'user', path: fileIdPathSchema },
  async ({ auth, path }) => ok(await completeUpload(db(), auth, path.id)),
);
