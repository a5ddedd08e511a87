import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { apiKeyIdPathSchema } from '../api-keys.schemas';
import { revokeApiKey } from '../api-keys.service';

export const handler = defineRoute(
  { name: 'DELETE /api/settings/api-keys/{id}', access: 'user', path: apiKeyIdPathSchema },
  async ({ auth, path }) => {
    await revokeApiKey(db(), auth, path.id);
    return noContent();
  },
);
