import { DEADLOCK } from '../platform/db/deadlock-retry';
import type { Db } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { FAILURE_WINDOW_MS, PURGE_BATCH, PURGE_ONE_IN } from './auth.constants';
import * as repo from './auth.repository';
import { clientKey, decideAttempt, tooManyAttemptsMessage, type ThrottleCounters } from './sign-in-throttle';

interface AttemptKeys {
  pair: repo.CounterKey;
  email: repo.CounterKey;
  client: repo.CounterKey;
}

function keysOf(email: string, ip: string | null): AttemptKeys {
  const client = clientKey(ip);
  return { pair: { email, ip: client }, email: { email, ip: '' }, client: { email: '', ip: client } };
}

/**
 * Counts a sign-in attempt before its password is checked, under a lock on its counters, so parallel
 * guesses are each counted and only the allowed ones are checked. Throws 429 (with Retry-After) when the
 * attempt must wait. A successful attempt is forgiven with forgiveSignIn.
 */
export async function countSignInAttempt(db: Db, email: string, ip: string | null, now: Date): Promise<void> {
  const keys = keysOf(email, ip);
  const decision = await withDeadlockRetry(() =>
    db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const [pair, mail, client] = await repo.lockFailureCounters(
          trx,
          [keys.pair, keys.email, keys.client],
          now,
        );
        const decided = decideAttempt({ pair: pair!, email: mail!, client: client! }, now);
        await repo.saveFailureCounters(trx, toRows(keys, decided.counters));
        return decided;
      }),
  );
  // Keeps the table small between maintenance sweeps, even when every attempt uses new keys. Housekeeping only:
  // its range delete can deadlock with parallel attempts' counters (seen with 50 parallel guesses), and then
  // this attempt still gets its answer; the sweeper (jobSweeper) purges what is left.
  if (Math.random() * PURGE_ONE_IN < 1) {
    await repo
      .deleteStaleFailureCounters(db, new Date(now.getTime() - FAILURE_WINDOW_MS), now, PURGE_BATCH)
      .catch((error: unknown) => {
        if ((error as { errno?: number }).errno !== DEADLOCK) throw error;
      });
  }
  if (!decision.allowed) {
    const refusal = apiError(429, 'TOO_MANY_ATTEMPTS', tooManyAttemptsMessage(decision.waitSeconds));
    refusal.headers = { 'retry-after': String(decision.waitSeconds) };
    throw refusal;
  }
}

/** After a successful sign-in: forgets the address's failures from this client, and this attempt. */
export async function forgiveSignIn(db: Db, email: string, ip: string | null): Promise<void> {
  const keys = keysOf(email, ip);
  await repo.forgiveSuccessfulAttempt(db, keys.pair, [keys.email, keys.client]);
}

/**
 * Deletes failure counters older than the window (for the maintenance sweeper; sign-in attempts also
 * purge a batch now and then). Returns how many were deleted.
 */
export async function purgeSignInFailures(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FAILURE_WINDOW_MS);
  let total = 0;
  for (;;) {
    const deleted = await repo.deleteStaleFailureCounters(db, before, now, PURGE_BATCH);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

function toRows(keys: AttemptKeys, counters: ThrottleCounters) {
  return [
    { key: keys.pair, state: counters.pair },
    { key: keys.email, state: counters.email },
    { key: keys.client, state: counters.client },
  ];
}

async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || (error as { errno?: number }).errno !== DEADLOCK) throw error;
    }
  }
}
