import { sql } from 'kysely';
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

/** A failure counter's key: ip '' counts an address across clients, email '' a client across addresses. */
export interface CounterKey {
  email: string;
  ip: string;
}

export interface CounterState {
  failures: number;
  lastFailureAt: Date | null;
  nextAttemptAt: Date | null;
}

/** Keys in primary-key order, so concurrent attempts lock shared counters in one order (no deadlock). */
function inKeyOrder(keys: CounterKey[]): CounterKey[] {
  const bytes = (value: string) => Buffer.from(value, 'utf8');
  return [...keys].sort(
    (a, b) => Buffer.compare(bytes(a.email), bytes(b.email)) || Buffer.compare(bytes(a.ip), bytes(b.ip)),
  );
}

/**
 * Creates the counters that do not exist yet and locks all of them until the transaction ends, so one
 * attempt at a time reads and writes them. Returns each key's state, in the order of the keys given.
 */
export async function lockFailureCounters(
  trx: DbOrTrx,
  keys: CounterKey[],
  now: Date,
): Promise<CounterState[]> {
  await trx
    .insertInto('sign_in_failures')
    .values(inKeyOrder(keys).map((k) => ({ ...k, failures: 0, last_failure_at: now, next_attempt_at: null })))
    .onDuplicateKeyUpdate({ failures: sql<number>`failures` })
    .execute();
  const rows = await trx
    .selectFrom('sign_in_failures')
    .selectAll()
    .where((eb) => eb.or(keys.map((k) => eb.and({ email: k.email, ip: k.ip }))))
    .forUpdate()
    .execute();
  return keys.map((k) => {
    const row = rows.find((r) => r.email === k.email && r.ip === k.ip);
    if (!row) throw new Error('A locked sign-in counter vanished');
    return { failures: row.failures, lastFailureAt: row.last_failure_at, nextAttemptAt: row.next_attempt_at };
  });
}

/** Writes counters locked by lockFailureCounters. */
export async function saveFailureCounters(
  trx: DbOrTrx,
  counters: { key: CounterKey; state: CounterState }[],
): Promise<void> {
  await trx
    .insertInto('sign_in_failures')
    .values(
      counters.map(({ key, state }) => ({
        ...key,
        failures: state.failures,
        last_failure_at: state.lastFailureAt ?? new Date(),
        next_attempt_at: state.nextAttemptAt,
      })),
    )
    .onDuplicateKeyUpdate({
      failures: sql<number>`VALUES(failures)`,
      last_failure_at: sql<Date>`VALUES(last_failure_at)`,
      next_attempt_at: sql<Date | null>`VALUES(next_attempt_at)`,
    })
    .execute();
}

/**
 * Forgives a successful attempt that was counted in advance: the address's failures from this client
 * are forgotten, the shared counters lose the one failure this attempt added.
 */
export async function forgiveSuccessfulAttempt(
  trx: DbOrTrx,
  pair: CounterKey,
  shared: CounterKey[],
): Promise<void> {
  // Shared counters first: their keys sort before the pair's, the order attempts lock them in.
  await trx
    .updateTable('sign_in_failures')
    .set({ failures: sql<number>`GREATEST(CAST(failures AS SIGNED) - 1, 0)` })
    .where((eb) => eb.or(shared.map((k) => eb.and({ email: k.email, ip: k.ip }))))
    .execute();
  await trx
    .deleteFrom('sign_in_failures')
    .where('email', '=', pair.email)
    .where('ip', '=', pair.ip)
    .execute();
}

/** Deletes up to `limit` counters whose last failure is before `before` and that no longer hold a wait. */
export async function deleteStaleFailureCounters(
  db: DbOrTrx,
  before: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_failures')
    .where('last_failure_at', '<', before)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .limit(limit)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
