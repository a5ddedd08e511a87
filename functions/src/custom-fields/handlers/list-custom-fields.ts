import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { customFieldsOf } from '../custom-fields.service';

export const handler = defineRoute({ name: 'GET /api/sms/custom-fields', access: 'user' }, async ({ auth }) =>
  ok(await customFieldsOf(db(), auth)),
);
