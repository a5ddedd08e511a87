import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getWebhookSecret } from '../signing-secrets.service';

export const handler = defineRoute(
  { name: 'GET /api/settings/webhook-secret', access: 'user' },
  async ({ auth }) => ok(await getWebhookSecret(db(), auth.scope.accountId)),
);
