import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { getOverviewRebuild } from '../overview-rebuilds.service';
import { rebuildIdPathSchema } from '../overviews.schemas';

export const handler = defineRoute(
  { name: 'GET /api/sms/overview/rebuilds/{id}', access: 'user', path: rebuildIdPathSchema },
  async ({ auth, path }) => ok(await getOverviewRebuild(db(), auth, path.id)),
);
