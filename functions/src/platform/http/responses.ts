/** What a route handler returns; the route wrapper turns it into the Lambda result. */
export interface RouteResponse {
  status: number;
  body?: unknown;
  cookies?: string[];
  headers?: Record<string, string>;
}

export const ok = (body: unknown, extra: Omit<RouteResponse, 'status' | 'body'> = {}): RouteResponse => ({
  status: 200,
  body,
  ...extra,
});
export const created = (body: unknown): RouteResponse => ({ status: 201, body });
export const accepted = (body: unknown): RouteResponse => ({ status: 202, body });
export const noContent = (extra: Omit<RouteResponse, 'status' | 'body'> = {}): RouteResponse => ({
  status: 204,
  ...extra,
});
