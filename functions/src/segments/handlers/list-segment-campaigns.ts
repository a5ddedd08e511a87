import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listSegmentCampaigns } from '../segment-history.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/segment-builds/campaigns', access: 'user' },
  async ({ auth }) => ok(await listSegmentCampaigns(db(), auth)),
);
