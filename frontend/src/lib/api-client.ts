import type { z } from 'zod';
import { CSRF_HEADER } from '@contracts/auth/auth.schemas';
import { errorBodySchema } from '@contracts/platform/http/error-body.schemas';
import { ApiError, EnvelopeError, NETWORK_ERROR_MESSAGE } from './api-error';
import { readCsrfToken } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  body?: unknown;
  /** Validates (and types) the answer; for enveloped answers, the `result`. */
  schema?: z.ZodType<T>;
  /** The answer is { isSuccess, result, errorMessage }: unwrap result or throw errorMessage. */
  enveloped?: boolean;
  signal?: AbortSignal;
};

const UNSAFE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends one JSON request to the API and returns its parsed answer, or throws ApiError/EnvelopeError. */
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const csrfToken = UNSAFE_METHODS.has(method) ? readCsrfToken() : undefined;
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);

  const value = options.enveloped ? unwrapEnvelope(payload) : payload;
  if (!options.schema) return value as T;
  const parsed = options.schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'UNEXPECTED_RESPONSE',
      `The server sent an answer this page does not understand (${url}).`,
    );
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields, requestId } = parsed.data.error;
    return new ApiError(status, code, message, fields, requestId);
  }
  return new ApiError(
    status,
    'UNEXPECTED_RESPONSE',
    `The server answered with an unexpected error (HTTP ${status}).`,
  );
}

function unwrapEnvelope(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('isSuccess' in payload)) {
    throw new ApiError(
      200,
      'UNEXPECTED_RESPONSE',
      'The server sent an answer this page does not understand.',
    );
  }
  const envelope = payload as { isSuccess: unknown; result?: unknown; errorMessage?: unknown };
  if (envelope.isSuccess !== true) {
    const message =
      typeof envelope.errorMessage === 'string' && envelope.errorMessage
        ? envelope.errorMessage
        : 'The request was not successful.';
    throw new EnvelopeError(message);
  }
  return envelope.result;
}

/** The one API client: JSON in and out, same-origin cookies, CSRF header on unsafe methods. */
export const api = {
  get: <T = unknown>(url: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', url, options),
  post: <T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PUT', url, { ...options, body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PATCH', url, { ...options, body }),
  delete: <T = unknown>(url: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('DELETE', url, options),
};

/** SWR's default fetcher: the key is the URL. */
export const swrFetcher = (url: string): Promise<unknown> => api.get(url);
