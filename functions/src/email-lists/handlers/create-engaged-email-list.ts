import { db } from '../../platform/db/database';
import { created, ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { createEngagedListSchema } from '../email-lists.schemas';
import { createEngagedList } from '../email-lists.service';

export const handler = defineRoute(
  { name: 'POST /api/email/lists/fromEngagements', access: 'user', body: createEngagedListSchema },
  async ({ auth, body }) => {
    const { repeated, ...queued } = await createEngagedList(db(), auth, body);
    return repeated ? ok(queued) : created(queued);
  },
);
