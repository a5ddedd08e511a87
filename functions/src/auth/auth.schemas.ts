import { z } from 'zod';

// Shared by the sign-in handler and the SPA's sign-in form: the messages live here once.
export const signInBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, 'Please enter your email')
    .max(254, 'Please enter a valid email')
    .pipe(z.email({ error: 'Please enter a valid email' })),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(1024, 'Password is too long'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const roleSchema = z.enum(['Client', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as GET /api/user/current and POST /api/auth/sign-in return it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  lastLoginDate: z.string().nullable(),
  /** The sign-in before the current session's, null on a first visit. */
  previousLoginDate: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Cookie names. Secure cookies carry the __Host- prefix: the browser then keeps them only when set
 * Secure, with Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant its own.
 * Without Secure (plain-HTTP development) browsers refuse the prefix, so the bare names are used.
 */
export const cookieNames = (secure: boolean) =>
  secure ? { session: '__Host-sid', csrf: '__Host-csrf_token' } : { session: 'sid', csrf: 'csrf_token' };
/** The CSRF cookie's possible names, preferred first (the SPA reads the first one present). */
export const CSRF_COOKIE_NAMES = [cookieNames(true).csrf, cookieNames(false).csrf] as const;
export const SESSION_COOKIE_NAMES = [cookieNames(true).session, cookieNames(false).session] as const;
export const CSRF_HEADER = 'x-csrf-token';
