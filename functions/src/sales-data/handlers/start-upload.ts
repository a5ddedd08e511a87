import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { startUploadSchema } from '../../lists/lists.schemas';
import { startSalesUpload } from '../sales-data.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/sales-data/files', access: 'user', body: startUploadSchema },
  async ({ auth, body }) => created(await startSalesUpload(db(), auth, body)),
);
