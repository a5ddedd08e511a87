import { insertSession } from '../auth/auth.repository';
import { SESSION_IDLE_MS } from '../auth/auth.constants';
import type { ClientInfo, SignedIn } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import type { EmailSender } from '../platform/email/email-sender';
import { apiError, badRequest } from '../platform/http/errors';
import { findUserById, recordLogin } from '../users/users.repository';
import { toCurrentUser } from '../users/users.mapper';
import type { CaptchaVerifier } from './captcha';
import { validCellphone } from './cellphone';
import { passwordScore } from './password-strength';
import { SIGN_UP_LIMITS, signUpConfig } from './sign-up.config';
import * as repo from './sign-up.repository';
import {
  MIN_PASSWORD_SCORE,
  SIGN_UP_TEXT,
  type CheckTokenResult,
  type CompleteSignUpBody,
  type SignUpAllowed,
} from './sign-up.schemas';
import { countryName } from './viewer-country';

/** The categories a new client account starts with, for SMS and for e-mail campaigns (the seed's first one). */
export const NEW_ACCOUNT_CATEGORIES = ['General'];

const HOUR_MS = 3600_000;

/** Who is signing up from where: the viewer's address and country (both trusted only from the CDN). */
export interface Visitor extends ClientInfo {
  country: string | null;
}

export const LIMITED_MESSAGE = 'Too many attempts. Please try again later.';
const tooMany = () => apiError(429, 'RATE_LIMITED', LIMITED_MESSAGE);

/** GET /api/user/sign-up/allowed: the switch, then the viewer's country. */
export function signUpAllowed(visitor: Pick<Visitor, 'country'>): SignUpAllowed {
  const countries = signUpConfig.countries.map((code) => ({ code, name: countryName(code) }));
  const { siteKey, scriptUrl } = signUpConfig.captcha;
  const linkLifetimeHours = Math.round((signUpConfig.tokenLifetimeMs / HOUR_MS) * 100) / 100;
  const base = { countries, captcha: { siteKey, scriptUrl }, linkLifetimeHours };
  if (!signUpConfig.enabled) return { ...base, allowed: false, reason: 'Disabled' };
  if (!visitor.country || !signUpConfig.countries.includes(visitor.country))
    return { ...base, allowed: false, reason: 'LocationRestricted' };
  return { ...base, allowed: true, reason: 'Open' };
}

function assertOpen(visitor: Pick<Visitor, 'country'>): string {
  const answer = signUpAllowed(visitor);
  if (answer.reason === 'Disabled') throw apiError(403, 'FORBIDDEN', 'Sign-up is closed at the moment.');
  if (answer.reason === 'LocationRestricted')
    throw apiError(403, 'FORBIDDEN', SIGN_UP_TEXT.regionUnavailable);
  return visitor.country!;
}

function assertSwitchOn(): void {
  if (!signUpConfig.enabled) throw apiError(403, 'FORBIDDEN', 'Sign-up is closed at the moment.');
}

const clientKey = (visitor: ClientInfo) => `ip:${visitor.ip ?? 'unknown'}`;

async function withinLimit(
  db: Db,
  kind: 'Email' | 'Check' | 'Start',
  subject: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const count = await repo.countSignUpEvent(db, kind, subject, new Date(now.getTime() - windowMs));
  return count <= limit;
}

/** Counts a sign-up e-mail against its address and its client; throws 429 past either limit. */
async function countEmail(db: Db, email: string, visitor: ClientInfo, now: Date): Promise<void> {
  const [address, client] = await Promise.all([
    withinLimit(db, 'Email', email, SIGN_UP_LIMITS.emailsPerAddress, HOUR_MS, now),
    withinLimit(db, 'Email', clientKey(visitor), SIGN_UP_LIMITS.emailsPerClient, HOUR_MS, now),
  ]);
  if (!address || !client) throw tooMany();
  await repo.purgeSignUpEvents(db, new Date(now.getTime() - 24 * HOUR_MS));
}

/** The e-mailed link (the complete-profile screen with the token in query t). */
export const completeProfileUrl = (token: string) =>
  `${config.appBaseUrl}/sign-up/complete-profile?t=${encodeURIComponent(token)}`;

async function sendLink(sender: EmailSender, email: string, token: string): Promise<void> {
  const { companyName } = config.corporate;
  const url = completeProfileUrl(token);
  const hours = Math.round(signUpConfig.tokenLifetimeMs / HOUR_MS);
  await sender.send({
    from: config.emailFrom,
    to: email,
    subject: `Complete your ${companyName} sign-up`,
    text:
      `Thank you for signing up for ${companyName}.\n\n` +
      `Open this link to complete your profile and create your account:\n${url}\n\n` +
      `The link works once, for ${hours} hours. If you did not sign up, ignore this e-mail.`,
    html:
      `<p>Thank you for signing up for ${companyName}.</p>` +
      `<p><a href="${url}">Complete your profile</a> to create your account.</p>` +
      `<p>The link works once, for ${hours} hours. If you did not sign up, ignore this e-mail.</p>`,
  });
}

/** True when the address belongs to a user who is not a sign-up still waiting for its link. */
const isUsed = (user: Awaited<ReturnType<typeof repo.findUserWithSignUp>>) =>
  !!user &&
  !(user.selfSignUp === 1 && user.emailVerified === 0 && user.signUpUserId !== null && !user.completedAt);

export interface StartDeps {
  captcha: CaptchaVerifier;
  sender: EmailSender;
}

/**
 * POST /api/user/sign-up: open and allowed here, a valid captcha, a business address nobody uses. Creates the
 * account and its first user (Unverified Email) with the sign-up's token, or renews the token of a sign-up
 * still waiting for its link, and e-mails the link.
 */
export async function startSignUp(
  db: Db,
  body: { email: string; recaptchaToken: string },
  visitor: Visitor,
  deps: StartDeps,
  now = new Date(),
): Promise<{ sent: true }> {
  const country = assertOpen(visitor);
  if (!(await withinLimit(db, 'Start', clientKey(visitor), SIGN_UP_LIMITS.startsPerClient, HOUR_MS, now)))
    throw tooMany();
  const captcha = await deps.captcha.verify(body.recaptchaToken, visitor.ip);
  if (!captcha.success)
    throw badRequest(SIGN_UP_TEXT.captchaRequired, { recaptchaToken: [SIGN_UP_TEXT.captchaRequired] });

  const email = body.email;
  const existing = await repo.findUserWithSignUp(db, email);
  if (isUsed(existing)) throw usedError();
  await countEmail(db, email, visitor, now);

  const token = newToken();
  const expiresAt = new Date(now.getTime() + signUpConfig.tokenLifetimeMs);
  if (existing) {
    await repo.renewSignUpToken(db, existing.userId, hashToken(token), expiresAt, now, country);
  } else {
    const unusablePasswordHash = await hashPassword(newToken());
    try {
      await db.transaction().execute((trx) =>
        repo.insertPendingSignUp(trx, {
          email,
          accountName: email.slice(email.lastIndexOf('@') + 1).slice(0, 200),
          unusablePasswordHash,
          tokenHash: hashToken(token),
          countryCode: country,
          expiresAt,
        }),
      );
    } catch (error) {
      // Two starts for one address at once: the other one won.
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') throw usedError();
      throw error;
    }
  }
  await sendLink(deps.sender, email, token);
  return { sent: true };
}

const usedError = () =>
  apiError(409, 'CONFLICT', SIGN_UP_TEXT.emailUsed, { email: [SIGN_UP_TEXT.emailUsed] });

/**
 * POST /api/user/sign-up/email-exists: whether the address is taken, nothing more (a pending sign-up's address
 * is not: starting again renews its link). Limited per client.
 */
export async function emailExists(db: Db, email: string, visitor: Visitor, now = new Date()) {
  if (!(await withinLimit(db, 'Check', clientKey(visitor), SIGN_UP_LIMITS.checksPerClient, 10 * 60_000, now)))
    throw tooMany();
  return { exists: isUsed(await repo.findUserWithSignUp(db, email)) };
}

/**
 * POST /api/user/sign-up/resend-email: a new link for a sign-up still waiting for it (the old link stops
 * working). The answer is the same whether or not the address has one, so it reveals nothing; limited per
 * address and per client.
 */
export async function resendSignUpEmail(
  db: Db,
  email: string,
  visitor: Visitor,
  sender: EmailSender,
  now = new Date(),
): Promise<{ sent: true }> {
  assertSwitchOn();
  await countEmail(db, email, visitor, now);
  const existing = await repo.findUserWithSignUp(db, email);
  if (!existing || isUsed(existing)) return { sent: true };
  const token = newToken();
  const renewed = await repo.renewSignUpToken(
    db,
    existing.userId,
    hashToken(token),
    new Date(now.getTime() + signUpConfig.tokenLifetimeMs),
    now,
  );
  if (renewed) await sendLink(sender, email, token);
  return { sent: true };
}

const INVALID: CheckTokenResult = { valid: false, email: null, countryCode: null, countryName: null };

type SignUpRow = NonNullable<Awaited<ReturnType<typeof repo.findSignUpByTokenHash>>>;
const usable = (row: SignUpRow | undefined, now: Date): row is SignUpRow =>
  !!row && !row.completedAt && !row.archived && row.expiresAt.getTime() > now.getTime();

/** POST /api/user/sign-up/check-email-token */
export async function checkSignUpToken(db: Db, token: string, now = new Date()): Promise<CheckTokenResult> {
  if (!token) return INVALID;
  const row = await repo.findSignUpByTokenHash(db, hashToken(token));
  if (!usable(row, now)) return INVALID;
  return {
    valid: true,
    email: row.email,
    countryCode: row.countryCode,
    countryName: countryName(row.countryCode),
  };
}

const invalidLink = () => badRequest(SIGN_UP_TEXT.linkInvalid, { token: [SIGN_UP_TEXT.linkInvalid] });

/**
 * POST /api/user/sign-up/complete: a cellphone valid in the token's country, a strong password; then in one
 * transaction the token is spent, the user and account completed with a new client's defaults, and a session
 * opened (the caller is signed in, as sign-in would).
 */
export async function completeSignUp(
  db: Db,
  body: CompleteSignUpBody,
  visitor: ClientInfo,
  now = new Date(),
): Promise<SignedIn> {
  assertSwitchOn();
  const tokenHash = hashToken(body.token);
  const row = body.token ? await repo.findSignUpByTokenHash(db, tokenHash) : undefined;
  if (!usable(row, now)) throw invalidLink();

  const fields: Record<string, string[]> = {};
  const cellphone = body.cellphone ? validCellphone(body.cellphone, row.countryCode) : null;
  if (!body.cellphone) fields.cellphone = [SIGN_UP_TEXT.cellphoneRequired];
  else if (!cellphone) fields.cellphone = [SIGN_UP_TEXT.cellphoneInvalid(countryName(row.countryCode))];
  if (!body.password) fields.password = [SIGN_UP_TEXT.passwordRequired];
  else if (passwordScore(body.password, [row.email]) < MIN_PASSWORD_SCORE)
    fields.password = [SIGN_UP_TEXT.passwordWeak];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);

  const passwordHash = await hashPassword(body.password);
  const sessionToken = newToken();
  const csrfToken = newToken();
  const userId = await db.transaction().execute(async (trx) => {
    const locked = await repo.findSignUpByTokenHash(trx, tokenHash, true);
    if (!usable(locked, now)) throw invalidLink();
    await repo.completeSignUpRows(
      trx,
      {
        userId: locked.userId,
        accountId: locked.accountId,
        passwordHash,
        cellphone: cellphone!,
        countryCode: locked.countryCode,
        now,
      },
      NEW_ACCOUNT_CATEGORIES,
    );
    await insertSession(trx, {
      userId: locked.userId,
      tokenHash: hashToken(sessionToken),
      csrfTokenHash: hashToken(csrfToken),
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 255) ?? null,
    });
    await recordLogin(trx, locked.userId, now);
    return locked.userId;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Error('The signed-up user vanished');
  return { user: toCurrentUser(user), sessionToken, csrfToken };
}
