import { campaignIdPathSchema } from '../../campaigns/campaigns.schemas';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { generationContextSchema } from '../ai-writer.schemas';
import { generateMessages } from '../ai-writer.service';

export const handler = defineRoute(
  {
    name: 'POST /api/sms/campaigns/{id}/messages/generate',
    access: 'user',
    path: campaignIdPathSchema,
    body: generationContextSchema,
  },
  async ({ auth, path, body, log }) => ok(await generateMessages(db(), auth, path.id, body, log)),
);
