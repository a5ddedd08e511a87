import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createScheduledCampaignSchema } from '../campaign-audience.schemas';
import { createScheduledCampaign } from '../campaign-audience.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/campaigns/scheduled', access: 'user', body: createScheduledCampaignSchema },
  async ({ auth, body }) => created(await createScheduledCampaign(db(), auth, body)),
);
