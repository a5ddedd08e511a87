import type { SWRConfiguration } from 'swr';
import { swrFetcher } from './api-client';
import { ApiError, isApiStatus } from './api-error';
import { CURRENT_USER_KEY } from './auth';

/**
 * App-wide SWR options. A 401 from any query re-checks the current user; when the session is gone
 * the protected-route guard then sends the user to /sign-in?returnTo=….
 */
export function createSwrConfig(revalidate: (key: string) => unknown): SWRConfiguration {
  return {
    fetcher: swrFetcher,
    // Client errors (4xx) will not change by asking again; network and server errors might.
    shouldRetryOnError: (error: unknown) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    onError: (error: unknown, key: string) => {
      if (isApiStatus(error, 401) && key !== CURRENT_USER_KEY) revalidate(CURRENT_USER_KEY);
    },
  };
}
