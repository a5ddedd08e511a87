import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignIdPathSchema, emailSendActiveSchema } from '../email-campaigns.schemas';
import { setEmailCampaignActive } from '../email-campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/email/campaigns/{id}/send-active',
    access: 'user',
    path: emailCampaignIdPathSchema,
    body: emailSendActiveSchema,
  },
  async ({ auth, path, body }) => {
    await setEmailCampaignActive(db(), auth, path.id, body.active);
    return noContent();
  },
);
