import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listTemplates } from '../page-templates.service';

export const handler = defineRoute({ name: 'GET /api/pages/templates', access: 'user' }, async () =>
  ok(listTemplates()),
);
