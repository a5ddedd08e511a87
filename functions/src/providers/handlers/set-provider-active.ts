import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { providerActiveSchema, providerIdPathSchema } from '../providers.schemas';
import { setProviderActive } from '../providers.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/providers/{id}/active',
    access: 'admin',
    path: providerIdPathSchema,
    body: providerActiveSchema,
  },
  async ({ auth, path, body }) => ok(await setProviderActive(db(), auth, path.id, body.active)),
);
