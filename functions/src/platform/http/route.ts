import middy from '@middy/core';
import type { z } from 'zod';
import type { ApiKeyPrincipal } from '../../api-keys/api-keys.service';
import type { AuthContext } from '../../auth/auth-context';
import { authenticate, type Access } from '../../auth/authenticate.middleware';
import type { Logger } from '../log';
import { BODY_LIMITS, bodyLimit } from './body-limit.middleware';
import { deployedEdge } from './deployed-edge.middleware';
import { errorHandler } from './error-handler.middleware';
import { jsonBody } from './json-body.middleware';
import { requestContext } from './request-context.middleware';
import type { RouteResponse } from './responses';
import type { RouteEvent, RouteLambdaContext, RouteResult } from './route-context';
import { securityHeaders } from './security-headers.middleware';
import { validate, type RouteSchemas } from './validate.middleware';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/**
 * What a handler receives: validated input and, unless the route is public, the signed-in caller (or, for
 * access 'apiKey', the partner whose key was accepted).
 */
export interface RouteInput<S extends RouteSchemas, A extends Access> {
  path: Infer<S['path']>;
  query: Infer<S['query']>;
  body: Infer<S['body']>;
  auth: A extends 'public' | 'apiKey' ? AuthContext | null : AuthContext;
  /** The partner behind the API key (routes of access 'apiKey' only). */
  partner: A extends 'apiKey' ? ApiKeyPrincipal : null;
  requestId: string;
  log: Logger;
  event: RouteEvent;
}

/**
 * The route's name (used in log lines, e.g. "POST /api/auth/sign-in"), who may call it, its schemas, and the
 * largest body it takes (bytes as sent, before JSON parsing; BODY_LIMITS.default unless named: 413 beyond).
 */
export type RouteDefinition<S extends RouteSchemas, A extends Access> = S & {
  name: string;
  access: A;
  maxBodyBytes?: number;
};

/** Wraps a route handler in the one middy stack every API route shares. */
export function defineRoute<S extends RouteSchemas, A extends Access>(
  definition: RouteDefinition<S, A>,
  handler: (input: RouteInput<S, A>) => Promise<RouteResponse>,
) {
  const { name, access, path, query, body, maxBodyBytes = BODY_LIMITS.default } = definition;
  const run = async (event: RouteEvent, context: RouteLambdaContext): Promise<RouteResult> => {
    const { state } = context;
    const response = await handler({
      path: state.input.path,
      query: state.input.query,
      body: state.input.body,
      auth: state.auth,
      partner: state.partner,
      requestId: state.requestId,
      log: state.log,
      event,
    } as RouteInput<S, A>);
    return toResult(response);
  };
  return middy<RouteEvent, RouteResult, Error, RouteLambdaContext>()
    .use(requestContext(name))
    .use(securityHeaders())
    .use(errorHandler())
    .use(deployedEdge())
    .use(bodyLimit(maxBodyBytes))
    .use(jsonBody())
    .use(authenticate(access))
    .use(validate({ path, query, body }))
    .handler(run);
}

function toResult(response: RouteResponse): RouteResult {
  const hasBody = response.body !== undefined;
  return {
    statusCode: response.status,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      ...response.headers,
    },
    ...(response.cookies?.length ? { cookies: response.cookies } : {}),
    body: hasBody ? JSON.stringify(response.body) : '',
  };
}
