import { db } from '../../platform/db/database';
import { confirmUnsubscribePage, htmlResult, LINK_NOT_VALID_PAGE } from '../public-pages';
import { findUnsubscribeTarget } from '../tracking.service';
import { publicHandler } from './public-handler';

// GET {API_HOST}/email/u/{token}: asks before unsubscribing (link scanners follow GET links; only the POST
// unsubscribes).
export const handler = publicHandler('GET /api/email/u/{token}', async (event) => {
  const send = await findUnsubscribeTarget(db(), event.pathParameters?.token ?? '');
  if (!send) return htmlResult(404, LINK_NOT_VALID_PAGE);
  return htmlResult(200, confirmUnsubscribePage(send.email));
});
