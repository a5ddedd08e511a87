import { describe, expect, it } from 'vitest';
import { judge, nextHealth, type HealthRecord, type Measurements } from './health-rule';
import type { HealthSettings } from './health-settings';

const s: HealthSettings = {
  windowMs: 3_600_000,
  reportWaitMs: 300_000,
  minMessages: 20,
  deliveryRatio: 0.75,
  defaultNorm: 0.9,
  normMinMessages: 200,
  errorWindowMs: 300_000,
  errorMinAttempts: 20,
  errorRate: 0.5,
  cooldownMs: 900_000,
  ramp: [10, 50],
  rampStepMs: 900_000,
};

const healthy: Measurements = {
  judged: 100,
  delivered: 95,
  normJudged: 10_000,
  normDelivered: 9_600,
  attempts: 100,
  errors: 1,
};

const T0 = new Date('2026-11-29T08:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

describe('the health rule: judging measurements', () => {
  it('judges nothing bad in a provider delivering as usual', () => {
    expect(judge(healthy, s)).toEqual({ deliveryRate: 0.95, norm: 0.96, errorRate: 0.01, bad: null });
  });

  it("is bad when the last hour's delivery falls below 75% of its own norm, and says so in the user's terms", () => {
    const verdict = judge({ ...healthy, judged: 100, delivered: 41 }, s);
    expect(verdict.bad).toBe('delivery 41% in the last hour against its usual 96%');
    // 72% is exactly 0.96 × 0.75: not below, not bad.
    expect(judge({ ...healthy, delivered: 72 }, s).bad).toBeNull();
    expect(judge({ ...healthy, delivered: 71 }, s).bad).not.toBeNull();
  });

  it('compares with its own norm: a provider that always delivers 60% is not degraded at 55%', () => {
    const low = { ...healthy, normJudged: 1000, normDelivered: 600, judged: 100, delivered: 55 };
    expect(judge(low, s).bad).toBeNull();
    expect(judge({ ...low, delivered: 44 }, s).bad).toBe(
      'delivery 44% in the last hour against its usual 60%',
    );
  });

  it('does not judge delivery on too few messages, and uses the default norm without enough history', () => {
    expect(judge({ ...healthy, judged: 19, delivered: 0 }, s).deliveryRate).toBeNull();
    expect(judge({ ...healthy, judged: 19, delivered: 0 }, s).bad).toBeNull();
    const young = judge({ ...healthy, normJudged: 199, normDelivered: 10, judged: 20, delivered: 13 }, s);
    expect(young.norm).toBe(0.9);
    expect(young.bad).toBe('delivery 65% in the last hour against its usual 90%');
  });

  it('is bad when at least half its recent attempts failed, judged on enough attempts only', () => {
    expect(judge({ ...healthy, attempts: 40, errors: 20 }, s).bad).toBe(
      '20 of its last 40 send attempts failed',
    );
    expect(judge({ ...healthy, attempts: 40, errors: 19 }, s).bad).toBeNull();
    expect(judge({ ...healthy, attempts: 19, errors: 19 }, s)).toMatchObject({ errorRate: null, bad: null });
  });
});

describe('the health rule: degraded, cool-down and the ramp back', () => {
  const bad = { bad: 'delivery 41% in the last hour against its usual 96%' };
  const good = { bad: null };

  it('starts a never-judged provider Ok, and keeps an Ok one as it was while it stays good', () => {
    const first = nextHealth(undefined, good, T0, s);
    expect(first).toMatchObject({ state: 'Ok', weight: 100, since: T0, until: null });
    expect(nextHealth(first, good, after(60_000), s)).toBe(first);
  });

  it('degrades a bad provider to weight 0 for the cool-down, keeping why', () => {
    const ok: HealthRecord = {
      state: 'Ok',
      weight: 100,
      since: T0,
      changedAt: T0,
      until: null,
      reason: null,
    };
    const degraded = nextHealth(ok, bad, after(60_000), s);
    expect(degraded).toEqual({
      state: 'Degraded',
      weight: 0,
      since: after(60_000),
      changedAt: after(60_000),
      until: after(60_000 + 900_000),
      reason: bad.bad,
    });
    // Within the cool-down nothing changes; still bad (it had traffic) restarts the cool-down, since unchanged.
    expect(nextHealth(degraded, good, after(500_000), s)).toBe(degraded);
    expect(nextHealth(degraded, bad, after(500_000), s)).toMatchObject({
      state: 'Degraded',
      since: after(60_000),
      until: after(500_000 + 900_000),
    });
  });

  it('puts it back gradually: 10%, then 50%, each for a ramp step while good, then Ok', () => {
    const degraded = nextHealth(undefined, bad, T0, s);
    const r10 = nextHealth(degraded, good, after(900_000), s);
    expect(r10).toMatchObject({
      state: 'Recovering',
      weight: 10,
      since: after(900_000),
      until: after(1_800_000),
    });
    expect(nextHealth(r10, good, after(1_700_000), s)).toBe(r10);
    const r50 = nextHealth(r10, good, after(1_800_000), s);
    // The recovery's measurements run from its start: since stays.
    expect(r50).toMatchObject({
      state: 'Recovering',
      weight: 50,
      since: after(900_000),
      until: after(2_700_000),
    });
    const ok = nextHealth(r50, good, after(2_700_000), s);
    expect(ok).toEqual({
      state: 'Ok',
      weight: 100,
      since: after(2_700_000),
      changedAt: after(2_700_000),
      until: null,
      reason: null,
    });
  });

  it('degrades a recovering provider again as soon as it is bad', () => {
    const r10: HealthRecord = {
      state: 'Recovering',
      weight: 10,
      since: T0,
      changedAt: T0,
      until: after(900_000),
      reason: null,
    };
    expect(nextHealth(r10, bad, after(60_000), s)).toMatchObject({
      state: 'Degraded',
      weight: 0,
      since: after(60_000),
      until: after(960_000),
    });
  });

  it('follows a configured ramp (one step of 25%)', () => {
    const oneStep = { ...s, ramp: [25] };
    const degraded = nextHealth(undefined, bad, T0, oneStep);
    const r25 = nextHealth(degraded, good, after(900_000), oneStep);
    expect(r25).toMatchObject({ state: 'Recovering', weight: 25 });
    expect(nextHealth(r25, good, after(1_800_000), oneStep)).toMatchObject({ state: 'Ok', weight: 100 });
  });
});
