import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { salesCampaignQuerySchema } from '../sales-data.schemas';
import { clearSales } from '../sales-data.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/sales-data/clear', access: 'user', query: salesCampaignQuerySchema },
  async ({ auth, query }) => {
    await clearSales(db(), auth, query.smsCampaignId);
    return noContent();
  },
);
