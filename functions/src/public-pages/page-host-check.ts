import { header, type RouteEvent, type RouteResult } from '../platform/http/route-context';
import { labelOfPagesHost, PAGES_HOST_HEADER, pagesHostLabel, pagesOriginOf } from './pages-origin';
import { NOT_FOUND_PAGE } from './public-html';
import { smallPage } from './public-responses';

/**
 * Whether a request for one of the account's pages came to that account's own pages host. On another account's
 * host the page does not exist (404: one account's origin never serves another's page). On the parent host (a link
 * from before per-account origins) it moves, permanently, to its own origin, the method kept (308), the query too.
 */
export function checkPageHost(event: RouteEvent, accountId: number): RouteResult | null {
  const label = labelOfPagesHost(header(event, PAGES_HOST_HEADER) ?? '');
  if (label === pagesHostLabel(accountId)) return null;
  if (label) return smallPage(404, NOT_FOUND_PAGE);
  const path = (event.rawPath ?? '').replace(/^\/p(?=\/)/, '');
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  return {
    statusCode: 308,
    headers: {
      Location: `${pagesOriginOf(accountId)}${path}${query}`,
      'Cache-Control': 'public, max-age=300',
    },
    body: '',
  };
}
