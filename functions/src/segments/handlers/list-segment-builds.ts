import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { segmentBuildsQuerySchema } from '../segment-builds.schemas';
import { listSegmentBuilds } from '../segment-history.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/segment-builds', access: 'user', query: segmentBuildsQuerySchema },
  async ({ auth, query }) => ok(await listSegmentBuilds(db(), auth, query)),
);
