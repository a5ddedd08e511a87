import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createCustomFieldSchema } from '../custom-fields/custom-fields.schemas';
import { createCustomField } from '../custom-fields/custom-fields.service';

export const handler = defineRoute(
  { name: 'POST /api/lists/custom-fields', access: 'user', body: createCustomFieldSchema },
  async ({ auth, body }) => created(await createCustomField(db(), auth, body)),
);
