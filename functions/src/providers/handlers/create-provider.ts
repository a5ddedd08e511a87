import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createProviderSchema } from '../providers.schemas';
import { createProvider } from '../providers.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/providers', access: 'admin', body: createProviderSchema },
  async ({ auth, body }) => created(await createProvider(db(), auth, body)),
);
