import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newApiKey } from '../api-keys/api-key-format';
import { ok } from './http/responses';
import { defineRoute } from './http/route';
import type { RouteEvent, RouteLambdaContext } from './http/route-context';
import { createLogger, redactText } from './log';

let lines: string[];

beforeEach(() => {
  lines = [];
  vi.stubEnv('LOG_LEVEL', 'debug');
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('log lines never carry credentials', () => {
  it('masks secret-named fields at any depth, and keys, bearer tokens and apikey parameters inside strings', () => {
    const { key, prefix } = newApiKey();
    createLogger({ requestId: 'r1' }).info('request', {
      headers: { Authorization: `Bearer ${key}`, 'X-Api-Key': key, Cookie: 'sid=abc', accept: 'json' },
      query: { apikey: key, to: '+27821234567' },
      url: `https://api.example/campaigns/sms/1/sms/send?to=%2B27821234567&apikey=${key}&x=1`,
      body: `{"to":"+27821234567","apiKey":"${key}"}`,
      note: `a partner sent ${key} by mistake`,
      lists: [{ 'x-api-key': [key] }],
    });
    const line = lines.join('');
    expect(line).not.toContain(key);
    expect(line).not.toContain(key.slice(prefix.length));
    expect(line).not.toContain('sid=abc');
    const parsed = JSON.parse(line);
    expect(parsed.headers).toEqual({
      Authorization: '[REDACTED]',
      'X-Api-Key': '[REDACTED]',
      Cookie: '[REDACTED]',
      accept: 'json',
    });
    expect(parsed.query).toEqual({ apikey: '[REDACTED]', to: '+27821234567' });
    expect(parsed.url).toBe(
      'https://api.example/campaigns/sms/1/sms/send?to=%2B27821234567&apikey=[REDACTED]&x=1',
    );
    expect(parsed.body).toBe('{"to":"+27821234567","apiKey":"[REDACTED]"}');
    expect(parsed.note).toBe(`a partner sent ${prefix}…[REDACTED] by mistake`);
    expect(parsed.requestId).toBe('r1');
  });

  it('leaves ordinary text alone, a key prefix included', () => {
    const text = 'key pk_live_Ab3dEf, list 12, a bearer of news, the apikey parameter';
    expect(redactText(text)).toBe(text);
  });

  it('keeps a whole event a handler logs free of the key (query string, headers, error text)', async () => {
    const { key } = newApiKey();
    const route = defineRoute({ name: 'GET /leaky', access: 'public' }, async ({ log, event }) => {
      log.info('what arrived', { event });
      log.error('a failure', { errorMessage: `bad key ${key}`, rawQueryString: event.rawQueryString });
      return ok({});
    });
    const event = {
      rawPath: '/leaky',
      rawQueryString: `to=%2B27821234567&apikey=${key}`,
      requestContext: { http: { method: 'GET', path: '/leaky' }, requestId: 'api-1' },
      headers: { authorization: `Bearer ${key}`, 'x-api-key': key, host: 'api.example' },
      queryStringParameters: { to: '+27821234567', apikey: key },
      isBase64Encoded: false,
    } as unknown as RouteEvent;
    const result = await route(event, { awsRequestId: 'req-1' } as Context as RouteLambdaContext);
    expect(result.statusCode).toBe(200);
    const output = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(3); // two handler lines and the request line
    expect(output).toContain('api.example');
    expect(output).not.toContain(key);
  });
});
