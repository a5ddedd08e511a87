// Sign-up's configuration (docs/areas/sign-up.md), read from the environment on each use; the captcha's
// secret key is a secret (infra/serverless/secrets.cjs).
import { secret } from '../platform/secrets/secrets';

const TURNSTILE = 'https://challenges.cloudflare.com/turnstile/v0';

function numberFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`Environment variable ${name} must be a positive number`);
  return parsed;
}

export const signUpConfig = {
  /** SIGN_UP_ENABLED: the switch; false turns sign-up off (the SPA sends visitors home). Default on. */
  get enabled(): boolean {
    const value = (process.env.SIGN_UP_ENABLED ?? '').trim().toLowerCase();
    return !(value === 'false' || value === '0' || value === 'off');
  },
  /** SIGN_UP_COUNTRIES: ISO 3166 codes of the viewer countries sign-up is open to (spec 3 §9). */
  get countries(): string[] {
    const text = process.env.SIGN_UP_COUNTRIES?.trim() || 'ZA,NL,GB';
    return text
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => /^[A-Z]{2}$/.test(c));
  },
  /** SIGN_UP_TOKEN_HOURS: how long the e-mailed link works (default 24 hours). */
  get tokenLifetimeMs(): number {
    return numberFrom('SIGN_UP_TOKEN_HOURS', 24) * 3600_000;
  },
  /** Turnstile (or reCAPTCHA: same siteverify protocol) keys and endpoints; locally the stand-in's. */
  get captcha() {
    return {
      siteKey: process.env.CAPTCHA_SITE_KEY ?? '',
      secretKey: secret('CAPTCHA_SECRET_KEY') ?? '',
      verifyUrl: process.env.CAPTCHA_VERIFY_URL || `${TURNSTILE}/siteverify`,
      scriptUrl: process.env.CAPTCHA_SCRIPT_URL || `${TURNSTILE}/api.js`,
    };
  },
};

/** Rate limits (per hour unless said otherwise). */
export const SIGN_UP_LIMITS = {
  /** Sign-up e-mails (start and resend) to one address. */
  emailsPerAddress: 3,
  /** Sign-up e-mails requested from one client (viewer address). */
  emailsPerClient: 10,
  /** Sign-up starts from one client (each also needs a fresh captcha). */
  startsPerClient: 20,
  /** "Already used" checks from one client in 10 minutes. */
  checksPerClient: 30,
} as const;
