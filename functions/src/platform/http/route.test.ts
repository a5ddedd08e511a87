import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiError } from './errors';
import { ok } from './responses';
import { defineRoute } from './route';
import type { RouteEvent, RouteLambdaContext } from './route-context';

const context = { awsRequestId: 'req-1' } as Context as RouteLambdaContext;

function event(
  method: string,
  body?: string,
  headers: Record<string, string> = {},
  query?: Record<string, string>,
): RouteEvent {
  return {
    requestContext: { http: { method }, requestId: 'api-1' },
    headers: { 'content-type': 'application/json', ...headers },
    body,
    queryStringParameters: query,
    isBase64Encoded: false,
  } as unknown as RouteEvent;
}

const echo = defineRoute(
  {
    name: 'POST /echo',
    access: 'public',
    body: z.object({
      name: z.string().min(1, 'Name is required'),
      age: z.number().int('Age must be a whole number'),
    }),
    query: z.object({ page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1) }),
  },
  async ({ body, query }) => ok({ hello: body.name, age: body.age, page: query.page }),
);

const parse = (r: { body?: string }) => JSON.parse(r.body ?? '{}');

describe('the shared route stack', () => {
  it('hands the handler validated, coerced input and answers JSON with security headers', async () => {
    const result = await echo(event('POST', '{"name":"Ann","age":30}', {}, { page: '3' }), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toEqual({ hello: 'Ann', age: 30, page: 3 });
    expect(result.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  });

  it('answers 400 with every field’s message, from body and query together', async () => {
    const result = await echo(event('POST', '{"name":"","age":1.5}', {}, { page: '0' }), context);
    expect(result.statusCode).toBe(400);
    expect(parse(result)).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some of the information sent is not valid.',
        requestId: 'req-1',
        fields: {
          name: ['Name is required'],
          age: ['Age must be a whole number'],
          page: ['Page must be 1 or more'],
        },
      },
    });
  });

  it('answers 400 MALFORMED_JSON for a broken body and 415 for a body of another type', async () => {
    expect(parse(await echo(event('POST', '{"name":'), context))).toMatchObject({
      error: { code: 'MALFORMED_JSON' },
    });
    const form = await echo(event('POST', 'name=x', { 'content-type': 'text/plain' }), context);
    expect(form.statusCode).toBe(415);
  });

  it('keeps an exposed error’s status and message, and hides everything about an unexpected one', async () => {
    const conflict = defineRoute({ name: 'GET /c', access: 'public' }, async () => {
      throw apiError(409, 'CONFLICT', 'That name is taken.');
    });
    const answer = await conflict(event('GET'), context);
    expect(answer.statusCode).toBe(409);
    expect(parse(answer).error).toMatchObject({ code: 'CONFLICT', message: 'That name is taken.' });

    const crash = defineRoute({ name: 'GET /x', access: 'public' }, async () => {
      throw new Error("ER_PARSE_ERROR: You have an error in your SQL syntax near 'SELECT * FROM users'");
    });
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    const hidden = await crash(event('GET'), context).finally(() => (process.stderr.write = stderr));
    expect(hidden.statusCode).toBe(500);
    expect(hidden.body).not.toMatch(/SQL|SELECT|stack|Error:/);
    expect(parse(hidden).error).toMatchObject({ code: 'INTERNAL', requestId: 'req-1' });
    expect(hidden.headers).toMatchObject({ 'X-Frame-Options': 'DENY' });
  });

  it('refuses a state-changing call from another origin before doing anything', async () => {
    const answer = await echo(
      event('POST', '{"name":"a","age":1}', { origin: 'https://evil.example', host: 'api.local' }),
      context,
    );
    expect(answer.statusCode).toBe(403);
    expect(parse(answer).error.code).toBe('CSRF_FAILED');
  });
});
