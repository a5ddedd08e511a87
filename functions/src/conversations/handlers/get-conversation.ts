import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getConversation } from '../conversations.service';
import { conversationPathSchema, conversationQuerySchema } from '../conversations.schemas';

export const handler = defineRoute(
  {
    name: 'GET /api/sms/conversations/{cellphone}',
    access: 'user',
    path: conversationPathSchema,
    query: conversationQuerySchema,
  },
  async ({ auth, path, query }) => ok(await getConversation(db(), auth, path.cellphone, query)),
);
