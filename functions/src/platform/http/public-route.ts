import middy from '@middy/core';
import { clientInfoOf } from '../../auth/client-info';
import type { Logger } from '../log';
import { BODY_LIMITS, bodyLimit } from './body-limit.middleware';
import { deployedEdge } from './deployed-edge.middleware';
import { errorHandler } from './error-handler.middleware';
import { requestContext } from './request-context.middleware';
import type { RouteEvent, RouteLambdaContext, RouteResult } from './route-context';
import { securityHeaders } from './security-headers.middleware';

/** What a raw public route receives: the event as API Gateway gave it, and the request's basics. */
export interface PublicRequest {
  event: RouteEvent;
  /** GET, HEAD, POST … (upper case). */
  method: string;
  /** The request's headers, names in lower case. */
  headers: Record<string, string | undefined>;
  /** The viewer's address (the CDN's CloudFront-Viewer-Address, trusted only with the origin secret). */
  clientIp: string | null;
  log: Logger;
  requestId: string;
}

export interface PublicRouteOptions {
  /** The largest body the route takes, in bytes as sent (BODY_LIMITS.publicDefault unless named). */
  maxBodyBytes?: number;
  /** The answer to a larger body, for routes that do not answer JSON (else 413 in the error body shape). */
  tooLarge?: (size: number, limit: number) => RouteResult;
}

/**
 * The stack of the public routes that answer something other than JSON (short links, the e-mail pixel, click
 * and unsubscribe links, SES's SNS notifications, landing pages and their form posts, report download links):
 * no session, no JSON parsing, no schema; the handler reads what it needs and answers a whole RouteResult.
 * Everything else is defineRoute's: the request id and log line, security headers, the one error handler, and
 * the deployed edge (the function's secrets loaded from SSM, the CDN's origin check where it is required), and
 * the body limit, checked before the handler reads anything.
 */
export function definePublicRoute(
  name: string,
  run: (request: PublicRequest) => Promise<RouteResult>,
  options: PublicRouteOptions = {},
) {
  const { maxBodyBytes = BODY_LIMITS.publicDefault, tooLarge } = options;
  return middy<RouteEvent, RouteResult, Error, RouteLambdaContext>()
    .use(requestContext(name))
    .use(securityHeaders())
    .use(errorHandler())
    .use(deployedEdge())
    .use(bodyLimit(maxBodyBytes, tooLarge))
    .handler(async (event, context) => {
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(event.headers ?? {})) headers[k.toLowerCase()] = v;
      return run({
        event,
        method: event.requestContext?.http?.method?.toUpperCase() ?? 'GET',
        headers,
        clientIp: clientInfoOf(event).ip,
        log: context.state.log,
        requestId: context.state.requestId,
      });
    });
}

/** The body as text (API Gateway may hand it base64-encoded). */
export const bodyText = (event: RouteEvent) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
