import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { triggerRebuildSchema } from '../report-builds.schemas';
import { triggerRebuild } from '../report-builds.service';

export const handler = defineRoute(
  { name: 'POST /api/admin/report-builds/rebuilds', access: 'admin', body: triggerRebuildSchema },
  async ({ auth, body }) => accepted(await triggerRebuild(db(), auth, body)),
);
