import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { categoryOverviewRequestSchema } from '../overviews.schemas';
import { categoryOverview } from '../overviews.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/overview/category', access: 'user', body: categoryOverviewRequestSchema },
  async ({ auth, body }) => ok(await categoryOverview(db(), auth, body)),
);
