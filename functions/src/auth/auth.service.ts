import type { Db } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { tenantScopeFor } from '../platform/tenancy';
import { findUserById, findUserForSignIn, recordLogin } from '../users/users.repository';
import { toCurrentUser } from '../users/users.mapper';
import type { AuthContext } from './auth-context';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from './auth.constants';
import * as repo from './auth.repository';
import type { CurrentUser, SignInBody } from './auth.schemas';
import { verifyAgainstDummy, verifyPassword } from './password';
import { hashToken, newToken, sameDigest } from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'The email address or password is incorrect.';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface SignedIn {
  user: CurrentUser;
  sessionToken: string;
  csrfToken: string;
}

/** Checks the password (with lock-out after repeated failures) and opens a session. */
export async function signIn(
  db: Db,
  body: SignInBody,
  client: ClientInfo,
  now = new Date(),
): Promise<SignedIn> {
  const email = body.email.toLowerCase();
  await refuseWhenLockedOut(db, email, client.ip, now);

  const user = await findUserForSignIn(db, email);
  if (!user) {
    await verifyAgainstDummy(body.password);
    await repo.insertSignInFailure(db, email, client.ip);
    throw apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(body.password, user.password_hash))) {
    await repo.insertSignInFailure(db, email, client.ip);
    throw apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.archived) {
    throw apiError(
      403,
      'FORBIDDEN',
      'This user has been archived and can no longer sign in. Contact your administrator.',
    );
  }

  const sessionToken = newToken();
  const csrfToken = newToken();
  await db.transaction().execute(async (trx) => {
    await repo.clearSignInFailures(trx, email);
    await repo.insertSession(trx, {
      userId: user.id,
      tokenHash: hashToken(sessionToken),
      csrfTokenHash: hashToken(csrfToken),
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    });
    await recordLogin(trx, user.id, now);
  });
  const row = await findUserById(db, user.id);
  if (!row) throw new Error('User vanished while signing in');
  return { user: toCurrentUser(row), sessionToken, csrfToken };
}

async function refuseWhenLockedOut(db: Db, email: string, ip: string | null, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const { byEmail, byIp } = await repo.recentSignInFailures(db, email, ip, since);
  const locked =
    byEmail.count >= MAX_FAILURES_PER_EMAIL
      ? byEmail.oldest
      : byIp.count >= MAX_FAILURES_PER_IP
        ? byIp.oldest
        : null;
  if (!locked) return;
  const minutes = Math.max(1, Math.ceil((locked.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 60000));
  throw apiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** The caller behind a session token, or null when the session is unknown, expired or its user archived. */
export async function authenticateSession(db: Db, sessionToken: string, now = new Date()) {
  const session = await repo.findLiveSession(db, hashToken(sessionToken), now);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    const absoluteEnd = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
    await repo.touchSession(
      db,
      session.sessionId,
      now,
      new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd)),
    );
  }
  const auth: AuthContext = {
    userId: session.userId,
    accountId: session.accountId,
    role: session.role,
    sessionId: session.sessionId,
    scope: tenantScopeFor(session.accountId),
  };
  return { auth, csrfTokenHash: session.csrfTokenHash };
}

/** True when the CSRF token sent by the SPA belongs to the session. */
export function csrfTokenMatches(csrfTokenHash: string, sentToken: string | undefined): boolean {
  return !!sentToken && sameDigest(csrfTokenHash, hashToken(sentToken));
}

/** Ends the session of this token (no error when there is none). */
export async function signOut(db: Db, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await repo.deleteSessionByTokenHash(db, hashToken(sessionToken));
}
