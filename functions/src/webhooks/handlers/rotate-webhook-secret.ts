import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { rotateWebhookSecret } from '../signing-secrets.service';

export const handler = defineRoute(
  { name: 'POST /api/settings/webhook-secret', access: 'user' },
  async ({ auth }) => ok(await rotateWebhookSecret(db(), auth.scope.accountId)),
);
