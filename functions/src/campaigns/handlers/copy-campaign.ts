import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema } from '../campaigns.schemas';
import { copyCampaign } from '../campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/campaigns/{id}/copy', access: 'user', path: campaignIdPathSchema },
  async ({ auth, path }) => created(await copyCampaign(db(), auth, path.id)),
);
