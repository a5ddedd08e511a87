import { db } from '../../platform/db/database';
import { recordOpen } from '../tracking.service';
import { publicHandler } from './public-handler';

/** A transparent 1x1 GIF. */
const PIXEL = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

// GET {API_HOST}/email/o/{token}.gif: the open pixel. Always the pixel (an unknown token too: nothing to
// learn from it), never cached, so every open reaches us.
export const handler = publicHandler('GET /api/email/o/{file}', async (event, request, log) => {
  const token = (event.pathParameters?.file ?? '').replace(/\.gif$/, '');
  await recordOpen(db(), token, request, log);
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store, no-cache, must-revalidate, private',
      'X-Robots-Tag': 'noindex',
    },
    body: request.method === 'HEAD' ? '' : PIXEL,
    isBase64Encoded: request.method !== 'HEAD',
  };
});
