import { db } from '../../platform/db/database';
import { htmlResult, LINK_NOT_VALID_PAGE } from '../public-pages';
import { followEmailClick } from '../tracking.service';
import { publicHandler } from './public-handler';

// GET {API_HOST}/email/c/{token}?u={url}&s={signature}: a tracked link. 302 only to the signed URL.
export const handler = publicHandler('GET /api/email/c/{token}', async (event, request, log) => {
  const query = event.queryStringParameters ?? {};
  const outcome = await followEmailClick(
    db(),
    event.pathParameters?.token ?? '',
    query.u ?? null,
    query.s ?? null,
    request,
    log,
  );
  if (outcome.kind === 'not-found') return htmlResult(404, LINK_NOT_VALID_PAGE);
  return {
    statusCode: 302,
    headers: {
      Location: outcome.location,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
    body: '',
  };
});
