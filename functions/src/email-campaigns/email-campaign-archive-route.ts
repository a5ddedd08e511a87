import { db } from '../platform/db/database';
import { noContent } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { emailCampaignIdPathSchema } from './email-campaigns.schemas';
import { setEmailCampaignArchived } from './email-campaigns.service';

/** Archive and unarchive differ only in the direction. */
export const emailCampaignArchiveRoute = (archived: boolean) =>
  defineRoute(
    {
      name: `POST /api/email/campaigns/{id}/${archived ? 'archive' : 'unarchive'}`,
      access: 'user',
      path: emailCampaignIdPathSchema,
    },
    async ({ auth, path }) => {
      await setEmailCampaignArchived(db(), auth, path.id, archived);
      return noContent();
    },
  );
