import { vi } from 'vitest';

export type MockAnswer =
  | { status?: number; body?: unknown }
  | ((init: RequestInit | undefined, url?: URL) => { status?: number; body?: unknown });
export type MockRoutes = Record<string, MockAnswer>;

/** Replaces fetch with canned answers keyed by "METHOD /path"; unknown calls get a 404 error body. */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const answer =
      typeof route === 'function'
        ? route(init, url)
        : (route ?? { status: 404, body: errorBody('NOT_FOUND', `No mock for ${key}`) });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An API error body as error-body.schemas.ts describes it. */
export const errorBody = (code: string, message: string, fields?: Record<string, string[]>) => ({
  error: { code, message, requestId: 'req-test', ...(fields ? { fields } : {}) },
});
