import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema } from '../campaigns.schemas';
import { getCampaign } from '../campaigns.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/campaigns/{id}', access: 'user', path: campaignIdPathSchema },
  async ({ auth, path }) => ok(await getCampaign(db(), auth, path.id)),
);
