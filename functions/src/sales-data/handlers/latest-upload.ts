import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesCampaignQuerySchema } from '../sales-data.schemas';
import { latestSalesUpload } from '../sales-data.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/sales-data/latest-upload', access: 'user', query: salesCampaignQuerySchema },
  async ({ auth, query }) => ok(await latestSalesUpload(db(), auth, query.smsCampaignId)),
);
