import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createUserSchema } from '../users.schemas';
import { createUser } from '../users.service';

export const handler = defineRoute(
  { name: 'POST /api/admin/users', access: 'admin', body: createUserSchema },
  async ({ body }) => created(await createUser(db(), body)),
);
