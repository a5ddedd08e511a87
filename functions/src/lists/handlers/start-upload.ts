import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { startUploadSchema } from '../lists.schemas';
import { startUpload } from '../uploads.service';

export const handler = defineRoute(
  { name: 'POST /api/lists/files', access: 'user', body: startUploadSchema },
  async ({ auth, body }) => created(await startUpload(db(), auth, body)),
);
