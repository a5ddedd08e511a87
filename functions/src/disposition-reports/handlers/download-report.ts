import { db } from '../../platform/db/database';
import { definePublicRoute } from '../../platform/http/public-route';
import type { RouteResult } from '../../platform/http/route-context';
import { openReportLink } from '../report-download.service';
import { LINK_EXPIRED_HTML, LINK_PAGE_CSP, LINK_UNKNOWN_HTML } from '../report-link-page';

// GET /api/reports/download/{token}: public (the e-mailed link carries no session; its token is the
// credential). 302 to a fresh 5-minute S3 URL, else a plain page saying why there is nothing to download.
export const handler = definePublicRoute(
  'GET /api/reports/download/{token}',
  async ({ event }): Promise<RouteResult> => {
    const outcome = await openReportLink(db(), event.pathParameters?.token ?? '');
    const noCache = {
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    };
    if (outcome.kind === 'redirect')
      return { statusCode: 302, headers: { Location: outcome.location, ...noCache }, body: '' };
    return {
      statusCode: outcome.kind === 'expired' ? 410 : 404,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': LINK_PAGE_CSP,
        ...noCache,
      },
      body: outcome.kind === 'expired' ? LINK_EXPIRED_HTML : LINK_UNKNOWN_HTML,
    };
  },
);
