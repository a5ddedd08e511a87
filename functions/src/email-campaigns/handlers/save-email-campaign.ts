import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignIdPathSchema, emailCampaignSettingsSchema } from '../email-campaigns.schemas';
import { saveEmailCampaignSettings } from '../email-campaigns.service';

export const handler = defineRoute(
  {
    name: 'PUT /api/email/campaigns/{id}',
    access: 'user',
    path: emailCampaignIdPathSchema,
    body: emailCampaignSettingsSchema,
  },
  async ({ auth, path, body }) => {
    await saveEmailCampaignSettings(db(), auth, path.id, body);
    return noContent();
  },
);
