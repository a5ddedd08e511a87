import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema, changeNameSchema } from '../campaigns.schemas';
import { renameCampaign } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/name',
    access: 'user',
    path: campaignIdPathSchema,
    body: changeNameSchema,
  },
  async ({ auth, path, body }) => {
    await renameCampaign(db(), auth, path.id, body.name);
    return noContent();
  },
);
