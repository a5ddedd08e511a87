import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignBodySchema, emailCampaignIdPathSchema } from '../email-campaigns.schemas';
import { saveEmailCampaignBody } from '../email-campaigns.service';

export const handler = defineRoute(
  {
    name: 'PUT /api/email/campaigns/{id}/body',
    access: 'user',
    maxBodyBytes: BODY_LIMITS.editorContent,
    path: emailCampaignIdPathSchema,
    body: emailCampaignBodySchema,
  },
  async ({ auth, path, body }) => {
    await saveEmailCampaignBody(db(), auth, path.id, body);
    return noContent();
  },
);
