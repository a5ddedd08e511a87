import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignIdPathSchema, sendTestRequestSchema } from '../email-sending.schemas';
import { sendTest } from '../send-test.service';

export const handler = defineRoute(
  {
    name: 'POST /api/email/campaigns/{id}/send-test',
    access: 'user',
    path: emailCampaignIdPathSchema,
    body: sendTestRequestSchema,
  },
  async ({ auth, path, body, log }) => accepted(await sendTest(db(), auth, path.id, body.email, log)),
);
