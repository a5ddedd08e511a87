import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesFileIdPathSchema } from '../sales-data.schemas';
import { completeSalesUpload } from '../sales-data.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/sales-data/files/{id}/complete', access: 'user', path: salesFileIdPathSchema },
  async ({ auth, path }) => ok(await completeSalesUpload(db(), auth, path.id)),
);
