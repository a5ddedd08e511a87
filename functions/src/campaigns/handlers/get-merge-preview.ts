import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { campaignIdPathSchema } from '../campaigns.schemas';
import { mergePreviewQuerySchema } from '../merge-preview.schemas';
import { mergePreview } from '../merge-preview.service';

export const handler = defineRoute(
  {
    name: 'GET /api/sms/campaigns/{id}/merge-preview',
    access: 'user',
    path: campaignIdPathSchema,
    query: mergePreviewQuerySchema,
  },
  async ({ auth, path, query }) => ok(await mergePreview(db(), auth, path.id, query.contact)),
);
