import { parse, serialize, type SerializeOptions } from 'cookie';
import { config } from '../platform/config';
import { header, type RouteEvent } from '../platform/http/route-context';
import { cookieNames } from './auth.schemas';
import { SESSION_ABSOLUTE_MS } from './auth.constants';

/** The names this deployment uses: __Host- prefixed when cookies are Secure. */
export const sessionCookieNames = () => cookieNames(config.cookieSecure);

/** The cookies of the request (API Gateway v2 gives them as a list; serverless-offline may give a header). */
export function requestCookies(event: RouteEvent): Record<string, string | undefined> {
  const raw = event.cookies?.length ? event.cookies.join('; ') : (header(event, 'cookie') ?? '');
  return parse(raw);
}

/** The session token the request carries, under this deployment's cookie name only. */
export function requestSessionToken(event: RouteEvent): string | undefined {
  return requestCookies(event)[sessionCookieNames().session];
}

/**
 * The session cookie is HttpOnly; the CSRF cookie is readable so the SPA can echo it in a header. Path=/
 * and no Domain, as the __Host- prefix requires.
 */
export function sessionCookies(sessionToken: string, csrfToken: string): string[] {
  const names = sessionCookieNames();
  const base = { ...baseOptions(), maxAge: SESSION_ABSOLUTE_MS / 1000 };
  return [
    serialize(names.session, sessionToken, { ...base, httpOnly: true }),
    serialize(names.csrf, csrfToken, { ...base, httpOnly: false }),
    ...clearedLegacyCookies(),
  ];
}

/** Cookies that remove both. */
export function clearedSessionCookies(): string[] {
  const names = sessionCookieNames();
  const base = { ...baseOptions(), maxAge: 0 };
  return [
    serialize(names.session, '', { ...base, httpOnly: true }),
    serialize(names.csrf, '', base),
    ...clearedLegacyCookies(),
  ];
}

function baseOptions(): SerializeOptions {
  return { path: '/', sameSite: 'lax', secure: config.cookieSecure };
}

/** With prefixed names, the unprefixed cookies of earlier versions are removed (they are ignored anyway). */
function clearedLegacyCookies(): string[] {
  if (!config.cookieSecure) return [];
  const legacy = cookieNames(false);
  const base = { ...baseOptions(), maxAge: 0 };
  return [serialize(legacy.session, '', { ...base, httpOnly: true }), serialize(legacy.csrf, '', base)];
}
