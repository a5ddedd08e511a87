import middy from '@middy/core';
import { clientInfoOf } from '../../auth/client-info';
import { errorHandler } from '../../platform/http/error-handler.middleware';
import { requestContext } from '../../platform/http/request-context.middleware';
import type { RouteEvent, RouteLambdaContext, RouteResult } from '../../platform/http/route-context';
import { securityHeaders } from '../../platform/http/security-headers.middleware';
import type { Logger } from '../../platform/log';
import type { TrackingRequest } from '../tracking.service';

/**
 * The public e-mail endpoints' stack, lighter than defineRoute on purpose (like the SMS short links): no
 * session, no JSON parsing; the handler reads what it needs.
 */
export function publicHandler(
  name: string,
  run: (event: RouteEvent, request: TrackingRequest, log: Logger) => Promise<RouteResult>,
) {
  return middy<RouteEvent, RouteResult, Error, RouteLambdaContext>()
    .use(requestContext(name))
    .use(securityHeaders())
    .use(errorHandler())
    .handler(async (event, context) => {
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(event.headers ?? {})) headers[k.toLowerCase()] = v;
      const request: TrackingRequest = {
        method: event.requestContext?.http?.method?.toUpperCase() ?? 'GET',
        headers,
        clientIp: clientInfoOf(event).ip,
      };
      return run(event, request, context.state.log);
    });
}

/** The body as text (API Gateway may hand it base64-encoded). */
export const bodyText = (event: RouteEvent) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
