import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { editListSchema, listIdPathSchema } from '../lists.schemas';
import { editSmsList } from '../lists.service';

export const handler = defineRoute(
  { name: 'PATCH /api/sms/lists/{id}', access: 'user', path: listIdPathSchema, body: editListSchema },
  async ({ auth, path, body }) => {
    await editSmsList(db(), auth, path.id, body);
    return noContent();
  },
);
