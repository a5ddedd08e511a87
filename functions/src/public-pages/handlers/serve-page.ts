import { db } from '../../platform/db/database';
import { definePublicRoute } from '../../platform/http/public-route';
import { header, type RouteResult } from '../../platform/http/route-context';
import { pageEtag, publicDocument } from '../page-document';
import { NOT_FOUND_PAGE } from '../public-html';
import { pageHeaders, smallPage } from '../public-responses';
import { checkPageHost } from '../page-host-check';
import { publicPageUrl } from '../pages-origin';
import { findPageByKey } from '../public-pages.repository';

// GET {account's pages origin}/{pageKey} (the CDN maps it to /p/{pageKey}): a published page's html, revalidated
// on every view (no-cache) against its content version. Archived, unknown or empty pages, and pages of another
// account than the host's: the 404 page.
export const handler = definePublicRoute('GET /p/{pageKey}', async ({ event }): Promise<RouteResult> => {
  const pageKey = event.pathParameters?.pageKey ?? '';
  const page = pageKey.length <= 100 ? await findPageByKey(db(), pageKey) : undefined;
  if (!page || page.archived || !page.html) return smallPage(404, NOT_FOUND_PAGE);
  const elsewhere = checkPageHost(event, page.account_id);
  if (elsewhere) return elsewhere;
  const etag = pageEtag(page.id, page.content_version);
  const headers = { ...pageHeaders(), 'Cache-Control': 'no-cache', ETag: etag };
  if (
    header(event, 'if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return { statusCode: 304, headers, body: '' };
  }
  return {
    statusCode: 200,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    body: publicDocument(
      page.html,
      `${publicPageUrl(page.account_id, page.page_key)}/`,
      page.content_version,
    ),
  };
});
