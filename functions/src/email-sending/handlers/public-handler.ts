import { definePublicRoute, type PublicRouteOptions } from '../../platform/http/public-route';
import type { RouteEvent, RouteResult } from '../../platform/http/route-context';
import type { Logger } from '../../platform/log';
import type { TrackingRequest } from '../tracking.service';

export { bodyText } from '../../platform/http/public-route';

/**
 * The public e-mail endpoints (pixel, click, unsubscribe, SES events): the platform's public route stack
 * (definePublicRoute: secrets, origin check, log line, errors), handing the handler what tracking reads.
 */
export function publicHandler(
  name: string,
  run: (event: RouteEvent, request: TrackingRequest, log: Logger) => Promise<RouteResult>,
  options?: PublicRouteOptions,
) {
  return definePublicRoute(
    name,
    ({ event, method, headers, clientIp, log }) => run(event, { method, headers, clientIp }, log),
    options,
  );
}
