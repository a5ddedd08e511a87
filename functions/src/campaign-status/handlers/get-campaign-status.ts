import { campaignIdPathSchema } from '../../campaigns/campaigns.schemas';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignStatusQuerySchema } from '../campaign-status.schemas';
import { getCampaignStatus } from '../campaign-status.service';

export const handler = defineRoute(
  {
    name: 'GET /api/sms/campaigns/{id}/status',
    access: 'user',
    path: campaignIdPathSchema,
    query: campaignStatusQuerySchema,
  },
  async ({ auth, path, query }) => ok(await getCampaignStatus(db(), auth, path.id, query.hours)),
);
