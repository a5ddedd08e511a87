import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createPageSchema } from '../pages.schemas';
import { createPage } from '../pages.service';

export const handler = defineRoute(
  { name: 'POST /api/pages/create', access: 'user', body: createPageSchema },
  async ({ auth, body }) => created(await createPage(db(), auth, body)),
);
