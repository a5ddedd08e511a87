import { z } from 'zod';
import { webmailFamilyOf } from './blocked-email-domains';

/** Spec 3 §5 "Sign-up", §8: the texts, exactly. */
export const SIGN_UP_TEXT = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  emailUsed: 'This email has already been used',
  emailPersonal: 'Please sign up with your business email address. Personal email addresses are not allowed.',
  captchaRequired: 'Please show that you are not a robot',
  cellphoneRequired: 'Please enter your cellphone',
  cellphoneInvalid: (country: string) => `Please enter a cellphone valid in ${country}`,
  passwordRequired: 'Please enter your desired password',
  passwordWeak: 'Please make your password stronger',
  passwordsMustMatch: 'Passwords must match',
  linkInvalid: 'The link seems to be invalid or expired. Please go here to issue a new one.',
  regionUnavailable: "This page isn't available in your region. Sorry about that.",
} as const;

/** Spec 3 §9: the least zxcvbn score (0 to 4) a password needs. */
export const MIN_PASSWORD_SCORE = 3;

/** The strength bar (spec 3 §5): 10% at score 0, else 25% a point (at most 100%). */
export const strengthPercent = (score: number): number => (score <= 0 ? 10 : Math.min(100, 25 * score));

/** Red at 1 or less, amber at 2, green above. */
export const strengthColour = (score: number): 'red' | 'amber' | 'green' =>
  score <= 1 ? 'red' : score === 2 ? 'amber' : 'green';

/** The first rule (format, then personal webmail) an address breaks, or undefined. "Already used" is the server's. */
export function businessEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return SIGN_UP_TEXT.emailRequired;
  if (!z.string().email().max(254).safeParse(email).success) return SIGN_UP_TEXT.emailInvalid;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (webmailFamilyOf(domain)) return SIGN_UP_TEXT.emailPersonal;
  return undefined;
}

const emailField = z
  .string()
  .max(400)
  .transform((v) => v.trim().toLowerCase())
  .superRefine((v, ctx) => {
    const problem = businessEmailProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** GET /api/user/sign-up/allowed */
export const signUpAllowedSchema = z.object({
  allowed: z.boolean(),
  /** Open; Disabled (the switch is off: go home); LocationRestricted (go to the location-restricted page). */
  reason: z.enum(['Open', 'Disabled', 'LocationRestricted']),
  /** The countries sign-up is open to, by English name (for the location-restricted text). */
  countries: z.array(z.object({ code: z.string().length(2), name: z.string() })),
  /** The captcha widget the SPA loads (Turnstile's API: render, reset). */
  captcha: z.object({ siteKey: z.string(), scriptUrl: z.string() }),
  /** How long the e-mailed link works. */
  linkLifetimeHours: z.number(),
});
export type SignUpAllowed = z.infer<typeof signUpAllowedSchema>;

/** POST /api/user/sign-up (spec 3 §3 "Sign-up": start {email, recaptchaToken}). */
export const startSignUpBodySchema = z.object({
  email: emailField,
  recaptchaToken: z.string().max(4096).default(''),
});
export type StartSignUpBody = z.input<typeof startSignUpBodySchema>;

/** POST /api/user/sign-up/email-exists and /resend-email. */
export const signUpEmailBodySchema = z.object({
  email: z
    .string()
    .max(400)
    .transform((v) => v.trim().toLowerCase()),
});
export type SignUpEmailBody = z.input<typeof signUpEmailBodySchema>;

export const emailExistsSchema = z.object({ exists: z.boolean() });
export const sentSchema = z.object({ sent: z.boolean() });

/** POST /api/user/sign-up/check-email-token */
export const checkTokenBodySchema = z.object({ token: z.string().max(200) });
export const checkTokenResultSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
});
export type CheckTokenResult = z.infer<typeof checkTokenResultSchema>;

/** POST /api/user/sign-up/complete (spec 3 §3: completion {token, cellphone, password}). */
export const completeSignUpBodySchema = z.object({
  token: z.string().max(200),
  cellphone: z.string().trim().max(40),
  password: z.string().max(200),
});
export type CompleteSignUpBody = z.infer<typeof completeSignUpBodySchema>;
