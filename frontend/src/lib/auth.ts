import useSWR from 'swr';
import { currentUserSchema, type CurrentUser } from '@contracts/auth/auth.schemas';
import { api } from './api-client';
import { isApiStatus } from './api-error';

export const CURRENT_USER_KEY = '/api/user/current';

/** The signed-in user, or null when the session is missing or expired (401). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get(CURRENT_USER_KEY, { schema: currentUserSchema });
  } catch (error) {
    if (isApiStatus(error, 401)) return null;
    throw error;
  }
}

/** Reads the current user through SWR; `user` is null when signed out, undefined while loading. */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR(CURRENT_USER_KEY, fetchCurrentUser, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return { user: data, error: error as unknown, isLoading, mutate };
}

/** Ends the session on the server (POST /api/auth/sign-out, 204). */
export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out');
}

/** "First Last", falling back to the email address when the name is blank. */
export const displayNameOf = (user: CurrentUser): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
