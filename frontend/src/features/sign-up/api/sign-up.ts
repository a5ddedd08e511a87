import useSWR from 'swr';
import { currentUserSchema, type CurrentUser } from '@contracts/auth/auth.schemas';
import {
  checkTokenResultSchema,
  emailExistsSchema,
  sentSchema,
  signUpAllowedSchema,
  type CheckTokenResult,
  type CompleteSignUpBody,
} from '@contracts/sign-up/sign-up.schemas';
import { api } from '@/lib/api-client';

export const SIGN_UP_ALLOWED_URL = '/api/user/sign-up/allowed';

/** GET /api/user/sign-up/allowed: the switch, the visitor's location and the captcha to load. */
export function useSignUpAllowed() {
  return useSWR(SIGN_UP_ALLOWED_URL, (url: string) => api.get(url, { schema: signUpAllowedSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /api/user/sign-up/email-exists (spec 3 §8: a failure counts as "not known to exist"). */
export async function emailExists(email: string): Promise<boolean> {
  try {
    return (await api.post('/api/user/sign-up/email-exists', { email }, { schema: emailExistsSchema }))
      .exists;
  } catch {
    return false;
  }
}

/** POST /api/user/sign-up: throws ApiError (field errors for email and captcha). */
export const startSignUp = (email: string, recaptchaToken: string) =>
  api.post('/api/user/sign-up', { email, recaptchaToken }, { schema: sentSchema });

/** POST /api/user/sign-up/resend-email: throws ApiError (429 when too many were sent). */
export const resendSignUpEmail = (email: string) =>
  api.post('/api/user/sign-up/resend-email', { email }, { schema: sentSchema });

const INVALID: CheckTokenResult = { valid: false, email: null, countryCode: null, countryName: null };

/** POST /api/user/sign-up/check-email-token; a failure counts as valid=false (spec 3 §7). */
export function useSignUpToken(token: string) {
  return useSWR(
    token ? ['/api/user/sign-up/check-email-token', token] : null,
    async ([url, t]: [string, string]) => {
      try {
        return await api.post(url, { token: t }, { schema: checkTokenResultSchema });
      } catch {
        return INVALID;
      }
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

/**
 * POST /api/user/sign-up/complete: creates the account and signs in (session cookies). The caller moves on to
 * the completion screen before the current user is re-read, so the anonymous-only guard does not send it home.
 */
export const completeSignUp = (body: CompleteSignUpBody): Promise<CurrentUser> =>
  api.post('/api/user/sign-up/complete', body, { schema: currentUserSchema });
