import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { replyListRequestSchema } from '../replies.schemas';
import { listReplies } from '../replies.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/responses', access: 'user', body: replyListRequestSchema },
  async ({ auth, body }) => ok(await listReplies(db(), auth, body)),
);
