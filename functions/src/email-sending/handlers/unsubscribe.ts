import { db } from '../../platform/db/database';
import { htmlResult, LINK_NOT_VALID_PAGE, TOO_MANY_PAGE, unsubscribedPage } from '../public-pages';
import { unsubscribe } from '../tracking.service';
import { publicHandler } from './public-handler';

// POST {API_HOST}/email/u/{token}: RFC 8058 one-click unsubscribe (mail providers post
// "List-Unsubscribe=One-Click"), and the confirmation page's button. Idempotent: 200 every time.
export const handler = publicHandler('POST /api/email/u/{token}', async (event, request, log) => {
  const token = event.pathParameters?.token ?? '';
  const outcome = await unsubscribe(db(), token, request, log);
  if (outcome.kind === 'not-found') return htmlResult(404, LINK_NOT_VALID_PAGE);
  if (outcome.kind === 'too-many') return htmlResult(429, TOO_MANY_PAGE, { 'Retry-After': '60' });
  return htmlResult(200, unsubscribedPage(outcome.email));
});
