import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { CURRENT_USER_KEY } from './auth';
import { createSwrConfig } from './swr-config';

describe('createSwrConfig', () => {
  it('re-checks the current user when a query answers 401', () => {
    const revalidate = vi.fn();
    const config = createSwrConfig(revalidate);
    const onError = config.onError as (error: unknown, key: string) => void;
    onError(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.'), '/api/settings');
    onError(new ApiError(500, 'INTERNAL', 'Boom'), '/api/settings');
    onError(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.'), CURRENT_USER_KEY);
    expect(revalidate.mock.calls).toEqual([[CURRENT_USER_KEY]]);
  });

  it('retries network and server errors but not client errors', () => {
    const retry = createSwrConfig(vi.fn()).shouldRetryOnError as (error: unknown) => boolean;
    expect(retry(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(retry(new ApiError(503, 'INTERNAL', 'busy'))).toBe(true);
    expect(retry(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
  });
});
