import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { contactsQuerySchema, listIdPathSchema } from '../lists.schemas';
import { getListContacts } from '../lists.service';

export const handler = defineRoute(
  {
    name: 'GET /api/sms/lists/{id}/contacts',
    access: 'user',
    path: listIdPathSchema,
    query: contactsQuerySchema,
  },
  async ({ auth, path, query }) => ok(await getListContacts(db(), auth, path.id, query)),
);
