import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema, messagesStepSchema } from '../campaigns.schemas';
import { saveMessagesStep } from '../campaigns.service';

export const handler = defineRoute(
  {
    name: 'PATCH /api/sms/campaigns/{id}/messages',
    access: 'user',
    path: campaignIdPathSchema,
    body: messagesStepSchema,
  },
  async ({ auth, path, body }) => ok(await saveMessagesStep(db(), auth, path.id, body)),
);
