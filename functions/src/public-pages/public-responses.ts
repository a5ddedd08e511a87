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

/** Headers of a user's page on the public origin. No cookie is ever set here. */
export const pageHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': pageCsp(appOrigin()),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
});

/** Asset types a browser would run as a document of the pages origin if opened on their own. */
const DOCUMENT_TYPES = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

/**
 * Headers of an imported page's asset. An asset opened on its own is sandboxed (an opaque origin: no script of it
 * can read the pages origin's storage or reach another page), and an html file is a download, never a page.
 */
export const assetHeaders = (contentType: string): Record<string, string> => ({
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  ...(/^(text\/html|application\/xhtml\+xml)\b/i.test(contentType)
    ? { 'Content-Disposition': 'attachment' }
    : {}),
  ...(DOCUMENT_TYPES.test(contentType) ? { 'Cross-Origin-Resource-Policy': 'same-origin' } : {}),
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
