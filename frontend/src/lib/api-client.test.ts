import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBody, mockApi } from '@/testing/mock-api';
import { api } from './api-client';
import { ApiError, EnvelopeError, NETWORK_ERROR_MESSAGE } from './api-error';
import { readCsrfToken } from './csrf';

const headersOf = (fetchMock: ReturnType<typeof mockApi>, call = 0) =>
  (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { body: { id: 7 } } });
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"x"}');
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('sends the csrf_token cookie as X-CSRF-Token on unsafe methods only', async () => {
    document.cookie = 'csrf_token=abc%3D123';
    const fetchMock = mockApi({ 'GET /api/a': { body: 1 }, 'DELETE /api/a': { status: 204 } });
    await api.get('/api/a');
    await expect(api.delete('/api/a')).resolves.toBeUndefined();
    expect(headersOf(fetchMock, 0)['x-csrf-token']).toBeUndefined();
    expect(headersOf(fetchMock, 1)['x-csrf-token']).toBe('abc=123');
  });

  it('reads the cookie at send time', () => {
    expect(readCsrfToken('sid=1; csrf_token=first')).toBe('first');
    expect(readCsrfToken('sid=1')).toBeUndefined();
  });

  it('throws ApiError with the error body fields', async () => {
    mockApi({
      'POST /api/auth/sign-in': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid input', { email: ['Please enter a valid email'] }),
      },
    });
    const error = await api.post('/api/auth/sign-in', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      requestId: 'req-test',
      fields: { email: ['Please enter a valid email'] },
    });
  });

  it('describes non-JSON error answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE' });
  });

  it('turns a network failure into a clear error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('unwraps a successful envelope and throws its errorMessage otherwise', async () => {
    mockApi({
      'POST /api/ok': { body: { isSuccess: true, result: { invoiceNumber: 'INV-1' } } },
      'POST /api/fail': { body: { isSuccess: false, errorMessage: 'Xero is down' } },
    });
    await expect(api.post('/api/ok', {}, { enveloped: true })).resolves.toEqual({ invoiceNumber: 'INV-1' });
    const error = await api.post('/api/fail', {}, { enveloped: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as Error).message).toBe('Xero is down');
  });

  it('validates the answer with a schema', async () => {
    mockApi({ 'GET /api/n': { body: { n: 'not a number' } } });
    await expect(api.get('/api/n', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
    });
  });
});
