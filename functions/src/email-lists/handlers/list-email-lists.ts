import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailListListRequestSchema } from '../email-lists.schemas';
import { listEmailLists } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'POST /api/email/lists/all', access: 'user', body: emailListListRequestSchema },
  async ({ auth, body }) => ok(await listEmailLists(db(), auth, body)),
);
