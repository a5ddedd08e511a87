import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../../lists/lists.schemas';
import { importFromEngagementsSchema } from '../email-lists.schemas';
import { importFromEngagements } from '../email-lists.service';

export const handler = defineRoute(
  {
    name: 'POST /api/email/lists/{id}/importFromEngagements',
    access: 'user',
    path: listIdPathSchema,
    body: importFromEngagementsSchema,
  },
  async ({ auth, path, body }) => accepted(await importFromEngagements(db(), auth, path.id, body)),
);
