import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailCampaignIdPathSchema } from '../email-campaigns.schemas';
import { copyEmailCampaign } from '../email-campaigns.service';

export const handler = defineRoute(
  { name: 'POST /api/email/campaigns/{id}/copy', access: 'user', path: emailCampaignIdPathSchema },
  async ({ auth, path }) => created(await copyEmailCampaign(db(), auth, path.id)),
);
