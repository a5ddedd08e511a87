import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { dailyOverviewRequestSchema } from '../overviews.schemas';
import { dailyOverview } from '../overviews.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/overview/campaign/daily', access: 'user', body: dailyOverviewRequestSchema },
  async ({ auth, body }) => ok(await dailyOverview(db(), auth, body)),
);
