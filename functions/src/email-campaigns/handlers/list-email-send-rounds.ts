import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailSendRoundsQuerySchema } from '../email-campaigns.schemas';
import { listEmailSendRounds } from '../email-campaigns.service';

export const handler = defineRoute(
  { name: 'GET /api/email/send-rounds', access: 'user', query: emailSendRoundsQuerySchema },
  async ({ auth, query }) => ok(await listEmailSendRounds(db(), auth, query)),
);
