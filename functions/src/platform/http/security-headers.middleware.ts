import type { RouteMiddleware } from './route-context';

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** Adds the API's security headers to every answer, errors included. */
export function securityHeaders(): RouteMiddleware {
  const add: NonNullable<RouteMiddleware['after']> = (request) => {
    if (!request.response) return;
    request.response.headers = { ...HEADERS, ...request.response.headers };
  };
  return { after: add, onError: add };
}
