import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { providerAccountSchema, providerIdPathSchema } from '../providers.schemas';
import { assignProvider } from '../providers.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/providers/{id}/account',
    access: 'admin',
    path: providerIdPathSchema,
    body: providerAccountSchema,
  },
  async ({ auth, path, body }) => ok(await assignProvider(db(), auth, path.id, body.accountId)),
);
