import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getPublicSettings } from '../settings.service';

export const handler = defineRoute({ name: 'GET /api/settings/public', access: 'public' }, async () =>
  ok(getPublicSettings()),
);
