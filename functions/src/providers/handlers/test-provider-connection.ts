import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { providerIdPathSchema } from '../providers.schemas';
import { testProviderConnection } from '../providers.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/providers/{id}/test-connection', access: 'user', path: providerIdPathSchema },
  async ({ auth, path }) => ok(await testProviderConnection(db(), auth, path.id)),
);
