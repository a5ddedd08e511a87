import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createTransactionalCampaignSchema } from '../campaigns.schemas';
import { createTransactionalCampaign } from '../campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/campaigns/transactional', access: 'user', body: createTransactionalCampaignSchema },
  async ({ auth, body }) => created(await createTransactionalCampaign(db(), auth, body)),
);
