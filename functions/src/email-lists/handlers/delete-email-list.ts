import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../../lists/lists.schemas';
import { deleteEmailList } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'DELETE /api/email/lists/{id}', access: 'user', path: listIdPathSchema },
  async ({ auth, path }) => {
    await deleteEmailList(db(), auth, path.id);
    return noContent();
  },
);
