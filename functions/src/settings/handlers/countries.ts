import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listCountries } from '../settings.service';

export const handler = defineRoute({ name: 'GET /api/country', access: 'user' }, async () =>
  ok(listCountries()),
);
