import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../../lists/lists.schemas';
import { importIntoEmailListSchema } from '../email-lists.schemas';
import { importIntoEmailList } from '../email-lists.service';

export const handler = defineRoute(
  {
    name: 'POST /api/email/lists/{id}/import',
    access: 'user',
    path: listIdPathSchema,
    body: importIntoEmailListSchema,
  },
  async ({ auth, path, body }) => accepted(await importIntoEmailList(db(), auth, path.id, body)),
);
