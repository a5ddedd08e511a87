import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  currentUserSchema,
  signInBodySchema,
  type CurrentUser,
  type SignInBody,
} from '@contracts/auth/auth.schemas';
import { api } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/auth';

export { signInBodySchema, type SignInBody };

export const SIGN_IN_URL = '/api/auth/sign-in';

/** POST /api/auth/sign-in: starts a session (cookies sid and csrf_token) and returns the user. */
export const signIn = (body: SignInBody): Promise<CurrentUser> =>
  api.post(SIGN_IN_URL, body, { schema: currentUserSchema });

/** Signs in and stores the user as the current user, which lets the anonymous-only guard move on. */
export function useSignIn() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(SIGN_IN_URL, (_url: string, { arg }: { arg: SignInBody }) => signIn(arg), {
    throwOnError: false,
    onSuccess: (user) => void mutate(CURRENT_USER_KEY, user, { revalidate: false }),
  });
}
