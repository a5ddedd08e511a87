import { categoryChoiceSchema } from '../../categories/categories.schemas';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema } from '../campaigns.schemas';
import { changeCampaignCategory } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/category',
    access: 'user',
    path: campaignIdPathSchema,
    body: categoryChoiceSchema,
  },
  async ({ auth, path, body }) => ok(await changeCampaignCategory(db(), auth, path.id, body)),
);
