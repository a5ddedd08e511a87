import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createApiKeySchema } from '../api-keys.schemas';
import { createApiKey } from '../api-keys.service';

export const handler = defineRoute(
  { name: 'POST /api/settings/api-keys', access: 'user', body: createApiKeySchema },
  async ({ auth, body }) => created(await createApiKey(db(), auth, body.name)),
);
