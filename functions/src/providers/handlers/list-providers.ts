import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { providerListQuerySchema } from '../providers.schemas';
import { listManagedProviders } from '../providers.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/providers', access: 'user', query: providerListQuerySchema },
  async ({ auth, query }) => ok(await listManagedProviders(db(), auth, query.accountId)),
);
