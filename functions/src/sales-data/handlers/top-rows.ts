import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesFileIdPathSchema } from '../sales-data.schemas';
import { salesTopRows } from '../sales-data.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/sales-data/files/{id}/top-10-rows', access: 'user', path: salesFileIdPathSchema },
  async ({ auth, path }) => ok(await salesTopRows(db(), auth, path.id)),
);
