import type { DbOrTrx } from '../platform/db/database';

export interface NewSession {
  userId: number;
  tokenHash: string;
  csrfTokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Stores a session (only token hashes). */
export async function insertSession(db: DbOrTrx, session: NewSession): Promise<number> {
  const result = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      csrf_token_hash: session.csrfTokenHash,
      last_seen_at: new Date(),
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** The live session for a token hash, joined with its user; archived users have no live sessions. */
export function findLiveSession(db: DbOrTrx, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as sessionId',
      's.csrf_token_hash as csrfTokenHash',
      's.created_at as createdAt',
      's.last_seen_at as lastSeenAt',
      'u.id as userId',
      'u.account_id as accountId',
      'u.role as role',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .where('u.archived', '=', 0)
    .executeTakeFirst();
}

/** Slides a session's expiry forward. */
export async function touchSession(
  db: DbOrTrx,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

/** Ends one session. */
export async function deleteSessionByTokenHash(db: DbOrTrx, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user (archiving, password change). */
export async function deleteSessionsOfUser(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Removes sessions that have expired. */
export async function deleteExpiredSessions(db: DbOrTrx, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** Records one failed sign-in. */
export async function insertSignInFailure(db: DbOrTrx, email: string, ip: string | null): Promise<void> {
  await db.insertInto('sign_in_failures').values({ email, ip }).execute();
}

/** Recent failures for an e-mail address and for an IP address, with the oldest time of each. */
export async function recentSignInFailures(db: DbOrTrx, email: string, ip: string | null, since: Date) {
  const byEmail = await db
    .selectFrom('sign_in_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const byIp = ip
    ? await db
        .selectFrom('sign_in_failures')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
    : { count: 0, oldest: null };
  return { byEmail: normalise(byEmail), byIp: normalise(byIp) };
}

function normalise(row: { count: number | string | bigint; oldest: Date | null }) {
  return { count: Number(row.count), oldest: row.oldest };
}

/** Forgets the failures of an e-mail address after a successful sign-in. */
export async function clearSignInFailures(db: DbOrTrx, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
