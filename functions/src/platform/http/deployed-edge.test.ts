import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from './responses';
import { defineRoute } from './route';
import type { RouteEvent, RouteLambdaContext } from './route-context';

const context = { awsRequestId: 'req-1' } as Context as RouteLambdaContext;
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const ping = defineRoute({ name: 'GET /ping', access: 'public' }, async () => ok({ pong: true }));
const call = (headers: Record<string, string>) =>
  ping(
    {
      requestContext: { http: { method: 'GET', sourceIp: '203.0.113.9' }, requestId: 'api-1' },
      headers,
      isBase64Encoded: false,
    } as unknown as RouteEvent,
    context,
  );

describe('calls that bypass the CDN', () => {
  it('are refused with 403 in deployed stages (ORIGIN_VERIFY_REQUIRED), whatever the route', async () => {
    process.env.ORIGIN_VERIFY_REQUIRED = 'true';
    process.env.CDN_ORIGIN_SECRET = 'edge-secret';
    for (const headers of [{}, { 'x-origin-verify': 'guessed' }, { 'x-origin-verify': '' }] as Record<
      string,
      string
    >[]) {
      const result = await call(headers);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '{}').error.code).toBe('FORBIDDEN');
      expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
    }
    expect((await call({ 'X-Origin-Verify': 'edge-secret' })).statusCode).toBe(200);
  });

  it('are refused when the stage has no CDN secret at all', async () => {
    process.env.ORIGIN_VERIFY_REQUIRED = 'true';
    process.env.CDN_ORIGIN_SECRET = '';
    expect((await call({ 'x-origin-verify': '' })).statusCode).toBe(403);
  });

  it('are answered locally and in tests (the local CDN and the test client send the header anyway)', async () => {
    delete process.env.ORIGIN_VERIFY_REQUIRED;
    process.env.CDN_ORIGIN_SECRET = 'edge-secret';
    expect((await call({})).statusCode).toBe(200);
  });
});
