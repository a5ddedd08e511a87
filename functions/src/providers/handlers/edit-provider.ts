import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { editProviderSchema, providerIdPathSchema } from '../providers.schemas';
import { editProvider } from '../providers.service';

export const handler = defineRoute(
  {
    name: 'PUT /api/sms/providers/{id}',
    access: 'admin',
    path: providerIdPathSchema,
    body: editProviderSchema,
  },
  async ({ auth, path, body }) => ok(await editProvider(db(), auth, path.id, body)),
);
