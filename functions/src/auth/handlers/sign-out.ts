import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { SESSION_COOKIE } from '../auth.schemas';
import { signOut } from '../auth.service';
import { clearedSessionCookies, requestCookies } from '../session-cookies';

export const handler = defineRoute(
  { name: 'POST /api/auth/sign-out', access: 'public' },
  async ({ event }) => {
    await signOut(db(), requestCookies(event)[SESSION_COOKIE]);
    return noContent({ cookies: clearedSessionCookies() });
  },
);
