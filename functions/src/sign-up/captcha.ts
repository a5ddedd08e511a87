import { z } from 'zod';
import { signUpConfig } from './sign-up.config';

export interface CaptchaResult {
  success: boolean;
  errorCodes: string[];
}

/** Checks a captcha widget's token with its provider, server to server. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | null): Promise<CaptchaResult>;
}

// Turnstile's and reCAPTCHA's siteverify answer (both: success and error-codes; the rest is informative).
const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
});

/**
 * The siteverify protocol of Cloudflare Turnstile (https://challenges.cloudflare.com/turnstile/v0/siteverify)
 * and Google reCAPTCHA (https://www.google.com/recaptcha/api/siteverify): a form POST of secret, response and
 * remoteip. Locally CAPTCHA_VERIFY_URL points at the stand-in (scripts/local/captcha-server.ts).
 */
export class SiteverifyCaptcha implements CaptchaVerifier {
  constructor(
    private readonly settings: { verifyUrl: string; secretKey: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(token: string, remoteIp: string | null): Promise<CaptchaResult> {
    if (!token) return { success: false, errorCodes: ['missing-input-response'] };
    if (!this.settings.secretKey) throw new Error('CAPTCHA_SECRET_KEY is not set');
    const form = new URLSearchParams({ secret: this.settings.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const res = await this.fetchImpl(this.settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`captcha siteverify answered ${res.status}`);
    const answer = siteverifyAnswer.parse(await res.json());
    return { success: answer.success, errorCodes: answer['error-codes'] ?? [] };
  }
}

let verifier: CaptchaVerifier | undefined;

/** The container's captcha verifier (configuration read once). */
export function captchaVerifier(): CaptchaVerifier {
  verifier ??= new SiteverifyCaptcha(signUpConfig.captcha);
  return verifier;
}
