import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { db, type Db } from '../platform/db/database';
import { ok } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';

/**
 * A history call and its global variant (spec 2 §7.1: "Each has a global variant under
 * /api/sms/history/global/..."): the same service call, the global one for administrators only.
 */
export function defineHistoryRoutes<Q extends z.ZodType>(
  path: string,
  query: Q,
  read: (db: Db, auth: AuthContext, global: boolean, query: z.output<Q>) => Promise<unknown>,
) {
  const define = (global: boolean) =>
    defineRoute(
      {
        name: `GET /api/sms/history/${global ? 'global/' : ''}${path}`,
        access: global ? 'admin' : 'user',
        query,
      },
      async ({ auth, query: input }) => ok(await read(db(), auth, global, input as z.output<Q>)),
    );
  return { handler: define(false), globalHandler: define(true) };
}
