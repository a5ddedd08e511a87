import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { SYSTEM_FIELDS } from '../system-fields';

export const handler = defineRoute({ name: 'GET /api/system-fields', access: 'user' }, async () =>
  ok(SYSTEM_FIELDS.map(({ urlVariable: _variable, ...field }) => field)),
);
