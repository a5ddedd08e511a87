import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { senderNameBodySchema } from '../settings.schemas';
import { saveSenderName } from '../settings.service';

export const handler = defineRoute(
  { name: 'PUT /api/settings/sender-name', access: 'user', body: senderNameBodySchema },
  async ({ auth, body }) => ok(await saveSenderName(db(), auth, body.senderName)),
);
