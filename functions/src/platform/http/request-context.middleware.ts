import { randomUUID } from 'node:crypto';
import { createLogger } from '../log';
import type { RouteMiddleware } from './route-context';

/** Gives each request an id and a logger, and writes one structured line when it ends. */
export function requestContext(routeKey: string): RouteMiddleware {
  const finish: NonNullable<RouteMiddleware['after']> = (request) => {
    const { state } = request.context;
    state.log.info('request', {
      status: request.response?.statusCode,
      durationMs: Date.now() - state.startedAt,
      userId: state.auth?.userId,
      accountId: state.auth?.accountId ?? state.partner?.accountId,
      apiKeyId: state.partner?.keyId,
    });
  };
  return {
    before: (request) => {
      // The Lambda request id is unique per invocation on AWS and under serverless-offline alike.
      const requestId = request.context.awsRequestId || randomUUID();
      request.context.state = {
        requestId,
        startedAt: Date.now(),
        log: createLogger({
          requestId,
          route: routeKey,
          apiRequestId: request.event.requestContext?.requestId,
        }),
        auth: null,
        partner: null,
        input: { path: {}, query: {}, body: undefined },
        rawBody: undefined,
      };
    },
    after: finish,
    onError: finish,
  };
}
