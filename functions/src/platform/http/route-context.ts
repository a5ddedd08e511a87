import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { MiddlewareObj } from '@middy/core';
import type { ApiKeyPrincipal } from '../../api-keys/api-keys.service';
import type { AuthContext } from '../../auth/auth-context';
import type { Logger } from '../log';

/** Per-request state the shared middlewares fill in for the handler. */
export interface RouteState {
  requestId: string;
  log: Logger;
  startedAt: number;
  auth: AuthContext | null;
  /** The partner whose API key a route of access 'apiKey' accepted. */
  partner: ApiKeyPrincipal | null;
  input: { path: unknown; query: unknown; body: unknown };
  rawBody: unknown;
}

export type RouteEvent = APIGatewayProxyEventV2;
export type RouteResult = APIGatewayProxyStructuredResultV2;
export type RouteLambdaContext = Context & { state: RouteState };
export type RouteMiddleware = MiddlewareObj<RouteEvent, RouteResult, Error, RouteLambdaContext>;

/** A header value, whatever case the client or API Gateway used. */
export function header(event: RouteEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}
