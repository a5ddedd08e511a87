import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { audienceStepSchema } from '../campaign-audience.schemas';
import { saveAudienceStep } from '../campaign-audience.service';
import { campaignIdPathSchema } from '../campaigns.schemas';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/audience',
    access: 'user',
    path: campaignIdPathSchema,
    body: audienceStepSchema,
  },
  async ({ auth, path, body }) => {
    await saveAudienceStep(db(), auth, path.id, body);
    return noContent();
  },
);
