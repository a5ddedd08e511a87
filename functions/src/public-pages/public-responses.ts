import { config } from '../platform/config';
import type { RouteResult } from '../platform/http/route-context';
import { pageCsp } from './page-document';
import { SMALL_PAGE_CSP } from './public-html';

/** The SPA's origin: the only one that may frame a page (its previews). */
const appOrigin = () => {
  try {
    return new URL(config.appBaseUrl).origin;
  } catch {
    return "'none'";
  }
};

/** Headers of a user's page (and its assets) on the public origin. No cookie is ever set here. */
export const pageHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': pageCsp(appOrigin()),
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
});

/** One of the public origin's own small pages. */
export function smallPage(statusCode: number, html: string, extra: Record<string, string> = {}): RouteResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': SMALL_PAGE_CSP,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...extra,
    },
    body: html,
  };
}
