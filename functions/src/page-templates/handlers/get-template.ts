import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { templateIdPathSchema } from '../page-templates.schemas';
import { getTemplate } from '../page-templates.service';

export const handler = defineRoute(
  { name: 'GET /api/pages/templates/{id}', access: 'user', path: templateIdPathSchema },
  async ({ path }) => ok(getTemplate(path.id)),
);
