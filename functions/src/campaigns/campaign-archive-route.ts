import { db } from '../platform/db/database';
import { noContent } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { campaignIdPathSchema } from './campaigns.schemas';
import { setCampaignArchived } from './campaigns.service';

/** Archive and unarchive differ only in the direction. */
export const campaignArchiveRoute = (archived: boolean) =>
  defineRoute(
    {
      name: `POST /api/sms/campaigns/{id}/${archived ? 'archive' : 'unarchive'}`,
      access: 'user',
      path: campaignIdPathSchema,
    },
    async ({ auth, path }) => {
      await setCampaignArchived(db(), auth, path.id, archived);
      return noContent();
    },
  );
