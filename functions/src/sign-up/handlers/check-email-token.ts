import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { checkTokenBodySchema } from '../sign-up.schemas';
import { checkSignUpToken } from '../sign-up.service';

export const handler = defineRoute(
  { name: 'POST /api/user/sign-up/check-email-token', access: 'public', body: checkTokenBodySchema },
  async ({ body }) => ok(await checkSignUpToken(db(), body.token)),
);
