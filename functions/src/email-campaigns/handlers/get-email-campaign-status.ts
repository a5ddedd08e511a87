import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignIdPathSchema } from '../email-campaigns.schemas';
import { getEmailCampaignStatus } from '../email-campaigns.service';

export const handler = defineRoute(
  { name: 'GET /api/email/campaigns/{id}/status', access: 'user', path: emailCampaignIdPathSchema },
  async ({ auth, path }) => ok(await getEmailCampaignStatus(db(), auth, path.id)),
);
