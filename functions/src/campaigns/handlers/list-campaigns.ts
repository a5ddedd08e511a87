import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignListRequestSchema } from '../campaigns.schemas';
import { listCampaigns } from '../campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/campaigns/list', access: 'user', body: campaignListRequestSchema },
  async ({ auth, body }) => ok(await listCampaigns(db(), auth, body)),
);
