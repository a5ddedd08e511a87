import type { Db } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { tenantScopeFor } from '../platform/tenancy';
import { findUserById, findUserForSignIn, recordLogin } from '../users/users.repository';
import { toCurrentUser } from '../users/users.mapper';
import type { AuthContext } from './auth-context';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './auth.constants';
import * as repo from './auth.repository';
import type { CurrentUser, SignInBody } from './auth.schemas';
import { verifyAgainstDummy, verifyPassword } from './password';
import { countSignInAttempt, forgiveSignIn } from './sign-in-throttle.service';
import { hashToken, newToken, sameDigest } from './tokens';

/** For the maintenance sweeper: deletes sign-in failure counters past the window. */
export { purgeSignInFailures } from './sign-in-throttle.service';

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

/**
 * Checks the password and opens a session. The attempt is counted before the password is checked
 * (see sign-in-throttle.ts): too many failures slow further attempts down (429 with the wait).
 */
export async function signIn(
  db: Db,
  body: SignInBody,
  client: ClientInfo,
  now = new Date(),
): Promise<SignedIn> {
  const email = body.email.toLowerCase();
  await countSignInAttempt(db, email, client.ip, now);

  const user = await findUserForSignIn(db, email);
  if (!user) {
    await verifyAgainstDummy(body.password);
    throw apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(body.password, user.password_hash))) {
    throw apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await forgiveSignIn(db, email, client.ip);
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
