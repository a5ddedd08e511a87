import { db } from '../../platform/db/database';
import { created, ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createEmailListSchema } from '../email-lists.schemas';
import { createEmailList } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'POST /api/email/lists', access: 'user', body: createEmailListSchema },
  async ({ auth, body }) => {
    const { repeated, ...queued } = await createEmailList(db(), auth, body);
    return repeated ? ok(queued) : created(queued);
  },
);
