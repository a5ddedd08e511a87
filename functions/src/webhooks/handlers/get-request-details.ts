import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { requestDetailsQuerySchema } from '../webhooks.schemas';
import { getRequestDetails } from '../webhooks.service';

export const handler = defineRoute(
  { name: 'GET /api/web-hooks/request-details', access: 'user', query: requestDetailsQuerySchema },
  async ({ auth, query }) => ok(await getRequestDetails(db(), auth, query.webhookQueueId)),
);
