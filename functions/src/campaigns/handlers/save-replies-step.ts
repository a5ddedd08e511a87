import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema, repliesStepSchema } from '../campaigns.schemas';
import { saveRepliesStep } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/replies',
    access: 'user',
    path: campaignIdPathSchema,
    body: repliesStepSchema,
  },
  async ({ auth, path, body }) => {
    await saveRepliesStep(db(), auth, path.id, body);
    return noContent();
  },
);
