import { authenticatePartner } from '../api-keys/partner-auth';
import { config } from '../platform/config';
import { db } from '../platform/db/database';
import { apiError, forbidden, unauthenticated } from '../platform/http/errors';
import { header, type RouteEvent, type RouteMiddleware } from '../platform/http/route-context';
import { CSRF_HEADER } from './auth.schemas';
import { authenticateSession, csrfTokenMatches } from './auth.service';
import { requestSessionToken } from './session-cookies';

/**
 * public: anyone (the caller is still identified when signed in); user: any signed-in user; admin: role Admin;
 * apiKey: a partner's system with an API key (query apikey, Authorization: Bearer or X-Api-Key), checked with
 * the key's request rate before the request's input is validated; sessions play no part.
 */
export type Access = 'public' | 'user' | 'admin' | 'apiKey';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Identifies the caller from the session cookie, enforces the route's access and the CSRF defence. */
export function authenticate(access: Access): RouteMiddleware {
  return {
    before: async (request) => {
      const { event, context } = request;
      if (access === 'apiKey') {
        context.state.auth = null;
        context.state.partner = await authenticatePartner(db(), event);
        return;
      }
      const method = event.requestContext?.http?.method?.toUpperCase() ?? 'GET';
      const unsafe = !SAFE_METHODS.has(method);
      if (unsafe && !originAllowed(event)) throw csrfFailed();

      const token = requestSessionToken(event);
      const session = token ? await authenticateSession(db(), token) : null;
      if (session && unsafe && !csrfTokenMatches(session.csrfTokenHash, header(event, CSRF_HEADER))) {
        throw csrfFailed();
      }
      context.state.auth = session?.auth ?? null;
      if (access === 'public') return;
      if (!session) throw unauthenticated();
      if (access === 'admin' && session.auth.role !== 'Admin') throw forbidden();
    },
  };
}

function csrfFailed() {
  return apiError(403, 'CSRF_FAILED', 'Your session could not be verified. Reload the page and try again.');
}

/** A browser always sends Origin on cross-site unsafe requests; when present it must be our own. */
function originAllowed(event: RouteEvent): boolean {
  const origin = header(event, 'origin');
  if (!origin) return true;
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host');
  try {
    const { host: originHost } = new URL(origin);
    return originHost === new URL(config.appBaseUrl).host || originHost === host;
  } catch {
    return false;
  }
}
