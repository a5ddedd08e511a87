import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { optoutConfirmationSchema } from '../settings.schemas';
import { changeOptoutConfirmation } from '../settings.service';

export const handler = defineRoute(
  { name: 'PUT /api/settings/optout-confirmation', access: 'user', body: optoutConfirmationSchema },
  async ({ auth, body }) => {
    await changeOptoutConfirmation(db(), auth, body.enabled);
    return noContent();
  },
);
