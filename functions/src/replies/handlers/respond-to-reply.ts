import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { respondSchema } from '../replies.schemas';
import { respondToReply } from '../respond.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/responses/respond', access: 'user', body: respondSchema },
  async ({ auth, body, log }) => accepted(await respondToReply(db(), auth, body, log)),
);
