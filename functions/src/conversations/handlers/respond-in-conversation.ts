import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { respondInConversation } from '../conversations.service';
import { conversationPathSchema, conversationResponseSchema } from '../conversations.schemas';

export const handler = defineRoute(
  {
    name: 'POST /api/sms/conversations/{cellphone}/responses',
    access: 'user',
    path: conversationPathSchema,
    body: conversationResponseSchema,
  },
  async ({ auth, path, body, log }) =>
    accepted(await respondInConversation(db(), auth, path.cellphone, body, log)),
);
