import { describe, expect, it } from 'vitest';
import {
  clientKey,
  decideAttempt,
  tooManyAttemptsMessage,
  waitAfter,
  type FailureCounter,
  type ThrottleCounters,
} from './sign-in-throttle';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const fresh = (): FailureCounter => ({ failures: 0, lastFailureAt: null, nextAttemptAt: null });
const freshCounters = (): ThrottleCounters => ({ pair: fresh(), email: fresh(), client: fresh() });

/** Runs attempts one after the other, as the row lock makes parallel ones, and collects the outcomes. */
function run(counters: ThrottleCounters, times: number[]) {
  const outcomes: (true | number)[] = [];
  let state = counters;
  for (const t of times) {
    const decision = decideAttempt(state, at(t));
    state = decision.counters;
    outcomes.push(decision.allowed ? true : decision.waitSeconds);
  }
  return { outcomes, state };
}

describe('sign-in throttling policy', () => {
  it('allows 5 attempts for an address from one client, then slows the 6th by 30 seconds', () => {
    const { outcomes, state } = run(freshCounters(), [0, 0, 0, 0, 0, 0]);
    expect(outcomes).toEqual([true, true, true, true, true, 60]);
    expect(state.pair.failures).toBe(6);
    expect(state.email.failures).toBe(6);
    expect(state.client.failures).toBe(6);
  });

  it('lets the client try again once the wait has passed, and doubles the wait per failure up to 15 min', () => {
    const { outcomes } = run(freshCounters(), [0, 1, 2, 3, 4, 4 + 30_000, 4 + 30_000 + 60_000]);
    expect(outcomes).toEqual([true, true, true, true, true, true, true]);
    expect([5, 6, 7, 8, 9, 10, 40].map((n) => waitAfter(n, 5) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('counts 50 parallel guesses: 5 checked, 45 refused, and the wait is 15 minutes after them', () => {
    const { outcomes, state } = run(freshCounters(), Array(50).fill(0));
    expect(outcomes.filter((o) => o === true)).toHaveLength(5);
    expect(state.pair.failures).toBe(50);
    expect(outcomes.at(-1)).toBe(900);
  });

  it('forgets failures 15 minutes after the last one', () => {
    const { state } = run(freshCounters(), Array(10).fill(0));
    const later = decideAttempt(state, at(15 * 60_000));
    expect(later.allowed).toBe(true);
    expect(later.counters.pair.failures).toBe(1);
  });

  it('never slows a client that has not failed for the address, however many other clients failed', () => {
    const attacked: ThrottleCounters = {
      pair: fresh(),
      email: { failures: 500, lastFailureAt: at(-1), nextAttemptAt: at(9_000) },
      client: fresh(),
    };
    expect(decideAttempt(attacked, T0).allowed).toBe(true);
  });

  it('under attack, clients that failed for the address share one attempt per 10 seconds', () => {
    const attacked: ThrottleCounters = {
      pair: { failures: 1, lastFailureAt: at(-60_000), nextAttemptAt: null },
      email: { failures: 20, lastFailureAt: at(-1), nextAttemptAt: null },
      client: fresh(),
    };
    const first = decideAttempt(attacked, T0);
    expect(first.allowed).toBe(true);
    const second = decideAttempt({ ...first.counters, pair: attacked.pair }, at(2_000));
    expect(second).toMatchObject({ allowed: false, waitSeconds: 8 });
    expect(decideAttempt({ ...first.counters, pair: attacked.pair }, at(10_000)).allowed).toBe(true);
  });

  it('slows a client after 30 failures across addresses, even for an address it has not tried', () => {
    const spraying: ThrottleCounters = {
      pair: fresh(),
      email: fresh(),
      client: { failures: 29, lastFailureAt: at(-1), nextAttemptAt: null },
    };
    const thirtieth = decideAttempt(spraying, T0);
    expect(thirtieth.allowed).toBe(true);
    expect(decideAttempt({ ...thirtieth.counters, pair: fresh() }, at(1))).toMatchObject({ allowed: false });
  });

  it('says the wait in seconds, or in minutes beyond two minutes', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(30)).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('keys a client by its IPv4 address, or by the /64 network of an IPv6 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(null)).toBe('unknown');
  });
});
