import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { editPrepaidSchema, userIdPathSchema } from '../users.schemas';
import { editPrepaid } from '../users.service';

export const handler = defineRoute(
  {
    name: 'POST /api/admin/users/{id}/prepaid',
    access: 'admin',
    path: userIdPathSchema,
    body: editPrepaidSchema,
  },
  async ({ path, body }) => {
    await editPrepaid(db(), path.id, body);
    return noContent();
  },
);
