import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { saveCustomFieldsSchema } from '../custom-fields.schemas';
import { saveCustomFields } from '../custom-fields.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/custom-fields', access: 'user', body: saveCustomFieldsSchema },
  async ({ auth, body }) => ok(await saveCustomFields(db(), auth, body.fields)),
);
