import { db } from '../../platform/db/database';
import { definePublicRoute } from '../../platform/http/public-route';
import type { RouteResult } from '../../platform/http/route-context';
import { followShortLink } from '../clicks.service';
import { NOT_FOUND_CSP, NOT_FOUND_HTML } from '../not-found-page';

// GET and HEAD /s/{code}: public, and lighter than defineRoute on purpose. No session lookup (a short
// link carries no user), no JSON parsing, no schema: one indexed read, then one upsert when counted.
export const handler = definePublicRoute(
  'GET /s/{code}',
  async ({ event, method, headers, log }): Promise<RouteResult> => {
    const code = event.pathParameters?.code ?? '';
    const outcome = await followShortLink(db(), code, { method, headers }, log);
    if (outcome.kind === 'not-found') {
      return {
        statusCode: 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': NOT_FOUND_CSP,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        },
        body: method === 'HEAD' ? '' : NOT_FOUND_HTML,
      };
    }
    return {
      statusCode: 302,
      headers: {
        Location: outcome.location,
        // Every tap must reach us to be counted: no browser or shared cache may keep the redirect.
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        // Search engines index the page itself, never our short link to it.
        'X-Robots-Tag': 'noindex',
      },
      body: '',
    };
  },
);
