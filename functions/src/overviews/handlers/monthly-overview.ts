import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { monthlyOverviewRequestSchema } from '../overviews.schemas';
import { monthlyOverview } from '../overviews.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/overview/campaign/monthly', access: 'user', body: monthlyOverviewRequestSchema },
  async ({ auth, body }) => ok(await monthlyOverview(db(), auth, body)),
);
