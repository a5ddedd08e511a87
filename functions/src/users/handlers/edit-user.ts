import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { editUserSchema, userIdPathSchema } from '../users.schemas';
import { editUser } from '../users.service';

export const handler = defineRoute(
  { name: 'POST /api/admin/users/{id}', access: 'admin', path: userIdPathSchema, body: editUserSchema },
  async ({ auth, path, body }) => {
    await editUser(db(), auth, path.id, body);
    return noContent();
  },
);
