import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { signInBodySchema } from '../auth.schemas';
import { signIn } from '../auth.service';
import { clientInfoOf } from '../client-info';
import { sessionCookies } from '../session-cookies';

export const handler = defineRoute(
  { name: 'POST /api/auth/sign-in', access: 'public', body: signInBodySchema },
  async ({ body, event }) => {
    const { user, sessionToken, csrfToken } = await signIn(db(), body, clientInfoOf(event));
    return ok(user, { cookies: sessionCookies(sessionToken, csrfToken) });
  },
);
