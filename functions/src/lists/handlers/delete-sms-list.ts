import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listIdPathSchema } from '../lists.schemas';
import { deleteSmsList } from '../lists.service';

export const handler = defineRoute(
  { name: 'DELETE /api/sms/lists/{id}', access: 'user', path: listIdPathSchema },
  async ({ auth, path }) => {
    await deleteSmsList(db(), auth, path.id);
    return noContent();
  },
);
