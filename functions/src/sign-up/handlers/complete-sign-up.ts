import { clientInfoOf } from '../../auth/client-info';
import { sessionCookies } from '../../auth/session-cookies';
import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { completeSignUpBodySchema } from '../sign-up.schemas';
import { completeSignUp } from '../sign-up.service';

export const handler = defineRoute(
  { name: 'POST /api/user/sign-up/complete', access: 'public', body: completeSignUpBodySchema },
  async ({ body, event }) => {
    const { user, sessionToken, csrfToken } = await completeSignUp(db(), body, clientInfoOf(event));
    return ok(user, { cookies: sessionCookies(sessionToken, csrfToken) });
  },
);
