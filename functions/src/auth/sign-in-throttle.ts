// The sign-in throttling policy, as pure functions over three failure counters: the address from this
// client (pair), the address across clients (email) and the client across addresses (client). The
// repository locks the counters while one attempt is decided, so parallel guesses are all counted.
import {
  CLIENT_FREE_FAILURES,
  EMAIL_ATTACK_FAILURES,
  EMAIL_ATTACK_SPACING_MS,
  FAILURE_WINDOW_MS,
  FIRST_WAIT_MS,
  PAIR_FREE_FAILURES,
} from './auth.constants';

export interface FailureCounter {
  failures: number;
  lastFailureAt: Date | null;
  /** Until then, attempts this counter throttles are refused (and still counted). */
  nextAttemptAt: Date | null;
}

export interface ThrottleCounters {
  pair: FailureCounter;
  email: FailureCounter;
  client: FailureCounter;
}

export type AttemptDecision =
  | { allowed: true; counters: ThrottleCounters }
  | { allowed: false; waitSeconds: number; counters: ThrottleCounters };

const FRESH: FailureCounter = { failures: 0, lastFailureAt: null, nextAttemptAt: null };

/**
 * Decides one attempt and counts it as a failure in advance (a success is forgiven afterwards):
 * - pair: 5 failures are free, then each further attempt waits 30 s, doubling per failure, at most 15 min;
 * - client: the same from 30 failures across addresses (password spraying);
 * - email: from 20 failures across clients the address is under attack, and clients that have already
 *   failed for it get one attempt per 10 s between them; a client that has not failed for the address
 *   is never slowed by other clients' failures, so an attacker cannot keep the owner out.
 * Refused attempts count too and push the pair's and the client's waits further.
 */
export function decideAttempt(stored: ThrottleCounters, now: Date): AttemptDecision {
  const pair = current(stored.pair, now);
  const email = current(stored.email, now);
  const client = current(stored.client, now);
  const suspect = pair.failures > 0;
  const underAttack = email.failures >= EMAIL_ATTACK_FAILURES;

  const blockedUntil = latest(
    pair.nextAttemptAt,
    client.nextAttemptAt,
    suspect && underAttack ? email.nextAttemptAt : null,
  );
  const allowed = !blockedUntil || blockedUntil.getTime() <= now.getTime();

  const counted = {
    pair: counted1(pair, now, PAIR_FREE_FAILURES),
    client: counted1(client, now, CLIENT_FREE_FAILURES),
    email: {
      failures: email.failures + 1,
      lastFailureAt: now,
      nextAttemptAt:
        allowed && suspect && underAttack
          ? new Date(now.getTime() + EMAIL_ATTACK_SPACING_MS)
          : email.nextAttemptAt,
    },
  };
  if (allowed) return { allowed, counters: counted };
  const until = latest(
    counted.pair.nextAttemptAt,
    counted.client.nextAttemptAt,
    suspect && underAttack ? counted.email.nextAttemptAt : null,
  )!;
  return { allowed, waitSeconds: secondsUntil(until, now), counters: counted };
}

/** The wait after a counter's n-th failure: none up to its free failures, then doubling, capped. */
export function waitAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(FAILURE_WINDOW_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - freeFailures, 20));
}

/** A counter whose last failure is older than the window starts again from zero. */
function current(counter: FailureCounter, now: Date): FailureCounter {
  const last = counter.lastFailureAt;
  return last && now.getTime() - last.getTime() < FAILURE_WINDOW_MS ? counter : FRESH;
}

function counted1(counter: FailureCounter, now: Date, freeFailures: number): FailureCounter {
  const failures = counter.failures + 1;
  const wait = waitAfter(failures, freeFailures);
  return {
    failures,
    lastFailureAt: now,
    nextAttemptAt: wait > 0 ? new Date(now.getTime() + wait) : counter.nextAttemptAt,
  };
}

function latest(...dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}

function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** The refusal's message: seconds for short waits, minutes beyond two minutes. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const wait =
    waitSeconds < 120
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}

/** The throttling key of a client: its IPv4 address, or the /64 network of an IPv6 address. */
export function clientKey(ip: string | null): string {
  if (!ip) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip.slice(0, 45);
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
