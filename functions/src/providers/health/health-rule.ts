// The health rule (pure): from a provider's measurements and its previous state, its next state and weight.
//
// - Delivery: of the messages it accepted in the last hour (since its current state began, if later) that were
//   sent at least the report wait ago, the share reported Delivered; judged only with at least minMessages.
//   Compared with its norm: the same share over its last 7 days of closed hours (defaultNorm until it has
//   normMinMessages of them). Below norm × deliveryRatio: degraded.
// - Errors: of its attempts in the last errorWindow (refusals, 5xx, time-outs, network errors; throttling and
//   refusals of a message itself are not errors), the share that failed; judged with at least errorMinAttempts.
//   At or above errorRate: degraded.
// - Degraded: weight 0 for the cool-down (longer while its measurements stay bad), then Recovering at each ramp
//   weight for a ramp step while its measurements stay good, then Ok (100). Bad again while recovering: degraded.
import type { HealthSettings } from './health-settings';
import type { HealthState } from './health.table';

export interface Measurements {
  /** Last hour (since the state began): messages judged and delivered. */
  judged: number;
  delivered: number;
  /** Last 7 days of closed hours. */
  normJudged: number;
  normDelivered: number;
  /** Last errorWindow (since the state began): attempts (sent + errors) and errors. */
  attempts: number;
  errors: number;
}

export interface Verdict {
  deliveryRate: number | null;
  norm: number;
  errorRate: number | null;
  /** Why the provider is bad now, in the user's terms; null when it is not. */
  bad: string | null;
}

export interface HealthRecord {
  state: HealthState;
  weight: number;
  since: Date;
  changedAt: Date;
  until: Date | null;
  reason: string | null;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Judges the measurements against the thresholds. */
export function judge(m: Measurements, s: HealthSettings): Verdict {
  const deliveryRate = m.judged >= s.minMessages ? m.delivered / m.judged : null;
  const norm = m.normJudged >= s.normMinMessages ? m.normDelivered / m.normJudged : s.defaultNorm;
  const errorRate = m.attempts >= s.errorMinAttempts ? m.errors / m.attempts : null;
  let bad: string | null = null;
  if (deliveryRate !== null && deliveryRate < norm * s.deliveryRatio) {
    bad = `delivery ${percent(deliveryRate)} in the last hour against its usual ${percent(norm)}`;
  } else if (errorRate !== null && errorRate >= s.errorRate) {
    bad = `${m.errors} of its last ${m.attempts} send attempts failed`;
  }
  return { deliveryRate, norm, errorRate, bad };
}

/** The provider's next state: `prev` undefined for a provider never evaluated (it starts Ok). */
export function nextHealth(
  prev: HealthRecord | undefined,
  verdict: Pick<Verdict, 'bad'>,
  now: Date,
  s: HealthSettings,
): HealthRecord {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const degraded = (since: Date): HealthRecord => ({
    state: 'Degraded',
    weight: 0,
    since,
    changedAt: prev?.state === 'Degraded' ? prev.changedAt : now,
    until: at(s.cooldownMs),
    reason: verdict.bad,
  });
  if (!prev) {
    if (verdict.bad) return degraded(now);
    return { state: 'Ok', weight: 100, since: now, changedAt: now, until: null, reason: null };
  }
  if (prev.state === 'Ok') return verdict.bad ? degraded(now) : prev;
  if (prev.state === 'Degraded') {
    // Still bad (it had traffic: every provider of a spread was degraded): the cool-down starts again.
    if (verdict.bad) return degraded(prev.since);
    if (prev.until && now < prev.until) return prev;
    return ramped(s.ramp[0] ?? 100, now, s);
  }
  // Recovering.
  if (verdict.bad) return degraded(now);
  if (prev.until && now < prev.until) return prev;
  const next = s.ramp.find((w) => w > prev.weight) ?? 100;
  return { ...ramped(next, now, s), since: next === 100 ? now : prev.since };
}

function ramped(weight: number, now: Date, s: HealthSettings): HealthRecord {
  if (weight >= 100)
    return { state: 'Ok', weight: 100, since: now, changedAt: now, until: null, reason: null };
  return {
    state: 'Recovering',
    weight,
    since: now,
    changedAt: now,
    until: new Date(now.getTime() + s.rampStepMs),
    reason: null,
  };
}
