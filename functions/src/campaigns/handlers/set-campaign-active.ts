import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema, sendActiveSchema } from '../campaigns.schemas';
import { setCampaignActive } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/send-active',
    access: 'user',
    path: campaignIdPathSchema,
    body: sendActiveSchema,
  },
  async ({ auth, path, body }) => {
    await setCampaignActive(db(), auth, path.id, body.active);
    return noContent();
  },
);
