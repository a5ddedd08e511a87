import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignListRequestSchema } from '../email-campaigns.schemas';
import { listEmailCampaigns } from '../email-campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/email/campaigns', access: 'user', body: emailCampaignListRequestSchema },
  async ({ auth, body }) => ok(await listEmailCampaigns(db(), auth, body)),
);
