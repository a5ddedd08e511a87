import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listListsRequestSchema } from '../lists.schemas';
import { listSmsLists } from '../lists.service';

export const handler = defineRoute(
  { name: 'POST /api/sms/lists/all', access: 'user', body: listListsRequestSchema },
  async ({ auth, body }) => ok(await listSmsLists(db(), auth, body)),
);
