import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema, providerStepSchema } from '../campaigns.schemas';
import { saveProviderStep } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/provider',
    access: 'user',
    path: campaignIdPathSchema,
    body: providerStepSchema,
  },
  async ({ auth, path, body }) => {
    await saveProviderStep(db(), auth, path.id, body);
    return noContent();
  },
);
