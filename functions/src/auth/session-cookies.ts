import { parse, serialize } from 'cookie';
import { config } from '../platform/config';
import { header, type RouteEvent } from '../platform/http/route-context';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth.schemas';
import { SESSION_ABSOLUTE_MS } from './auth.constants';

/** The cookies of the request (API Gateway v2 gives them as a list; serverless-offline may give a header). */
export function requestCookies(event: RouteEvent): Record<string, string | undefined> {
  const raw = event.cookies?.length ? event.cookies.join('; ') : (header(event, 'cookie') ?? '');
  return parse(raw);
}

/** The session cookie is HttpOnly; the CSRF cookie is readable so the SPA can echo it in a header. */
export function sessionCookies(sessionToken: string, csrfToken: string): string[] {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
  return [
    serialize(SESSION_COOKIE, sessionToken, { ...base, httpOnly: true }),
    serialize(CSRF_COOKIE, csrfToken, { ...base, httpOnly: false }),
  ];
}

/** Cookies that remove both. */
export function clearedSessionCookies(): string[] {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure, maxAge: 0 };
  return [serialize(SESSION_COOKIE, '', { ...base, httpOnly: true }), serialize(CSRF_COOKIE, '', base)];
}
