import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getWebhookHistory } from '../webhooks.service';

export const handler = defineRoute({ name: 'GET /api/web-hooks/history', access: 'user' }, async ({ auth }) =>
  ok(await getWebhookHistory(db(), auth)),
);
