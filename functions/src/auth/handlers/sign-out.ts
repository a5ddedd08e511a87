import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { signOut } from '../auth.service';
import { clearedSessionCookies, requestSessionToken } from '../session-cookies';

export const handler = defineRoute(
  { name: 'POST /api/auth/sign-out', access: 'public' },
  async ({ event }) => {
    await signOut(db(), requestSessionToken(event));
    return noContent({ cookies: clearedSessionCookies() });
  },
);
