import { cameThroughCdn } from '../../auth/client-info';
import { config } from '../config';
import { loadSecrets } from '../secrets/secrets';
import { apiError } from './errors';
import type { RouteMiddleware } from './route-context';

/**
 * Before anything reads a secret: loads the function's secrets (deployed stages; once per container), then, where
 * ORIGIN_VERIFY_REQUIRED is on, refuses a request that did not come through the CDN (no valid X-Origin-Verify):
 * calls straight to the HTTP API's own address get 403, so every request passes the CDN's logs and headers.
 */
export function deployedEdge(): RouteMiddleware {
  return {
    before: async (request) => {
      await loadSecrets();
      if (config.originVerifyRequired && !cameThroughCdn(request.event))
        throw apiError(403, 'FORBIDDEN', 'Call the API through its public address.');
    },
  };
}
