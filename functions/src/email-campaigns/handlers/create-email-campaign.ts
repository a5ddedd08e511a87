import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createEmailCampaignSchema } from '../email-campaigns.schemas';
import { createEmailCampaign } from '../email-campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/email/campaigns/create', access: 'user', body: createEmailCampaignSchema },
  async ({ auth, body }) => created(await createEmailCampaign(db(), auth, body)),
);
