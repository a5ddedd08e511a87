import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { customFieldsQuerySchema } from '../custom-fields/custom-fields.schemas';
import { customFields } from '../custom-fields/custom-fields.service';

export const handler = defineRoute(
  { name: 'GET /api/lists/custom-fields', access: 'user', query: customFieldsQuerySchema },
  async ({ auth, query }) => ok(await customFields(db(), auth, query.listId ?? null)),
);
