// The thresholds of routing by measured delivery (docs/areas/providers.md "Routing by measured delivery"), read
// from the environment with production defaults; the test stage makes them seconds (infra/env/test.env).

/** A number from the environment; unset or empty (serverless.yml passes '' for unset) gives the fallback. */
function numberFrom(name: string, fallback: number, min = 0): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) {
    throw new Error(`Environment variable ${name} must be a number of at least ${min}`);
  }
  return parsed;
}

function rampFrom(name: string, fallback: number[]): number[] {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  const steps = value.split(',').map((v) => Number(v.trim()));
  if (
    steps.some((w) => !Number.isInteger(w) || w < 1 || w > 99) ||
    steps.some((w, i) => i && w <= steps[i - 1]!)
  ) {
    throw new Error(
      `Environment variable ${name} must be rising whole percentages between 1 and 99, e.g. 10,50`,
    );
  }
  return steps;
}

export interface HealthSettings {
  /** The delivery rate's window (the last hour). */
  windowMs: number;
  /** A message is judged this long after it was sent: delivered by then, or not (no final report counts as not). */
  reportWaitMs: number;
  /** Judged messages needed before the last hour's delivery rate counts. */
  minMessages: number;
  /** Degraded when the last hour's rate is below norm × this. */
  deliveryRatio: number;
  /** The norm while the provider has fewer than normMinMessages judged messages in 7 days. */
  defaultNorm: number;
  normMinMessages: number;
  /** The error rate's window, the attempts needed to judge it, and the rate that degrades. */
  errorWindowMs: number;
  errorMinAttempts: number;
  errorRate: number;
  /** How long a degraded provider stays out before its ramp starts. */
  cooldownMs: number;
  /** The ramp's weights before 100 %, one step each. */
  ramp: number[];
  rampStepMs: number;
}

/** The settings, read each time (cheap; tests change the environment). */
export function healthSettings(): HealthSettings {
  const minMessages = numberFrom('SMS_HEALTH_MIN_MESSAGES', 20, 1);
  return {
    windowMs: 3_600_000,
    reportWaitMs: numberFrom('SMS_HEALTH_REPORT_WAIT_SECONDS', 300) * 1000,
    minMessages,
    deliveryRatio: numberFrom('SMS_HEALTH_DELIVERY_RATIO', 0.75),
    defaultNorm: numberFrom('SMS_HEALTH_DEFAULT_NORM', 0.9),
    normMinMessages: minMessages * 10,
    errorWindowMs: numberFrom('SMS_HEALTH_ERROR_WINDOW_SECONDS', 300, 1) * 1000,
    errorMinAttempts: numberFrom('SMS_HEALTH_ERROR_MIN_ATTEMPTS', 20, 1),
    errorRate: numberFrom('SMS_HEALTH_ERROR_RATE', 0.5),
    cooldownMs: numberFrom('SMS_HEALTH_COOLDOWN_SECONDS', 900) * 1000,
    ramp: rampFrom('SMS_HEALTH_RAMP', [10, 50]),
    rampStepMs: numberFrom('SMS_HEALTH_RAMP_STEP_SECONDS', 900) * 1000,
  };
}

/** How long a send worker instance trusts the health it read (seconds). */
export const healthCacheMs = () => Math.min(numberFrom('SMS_HEALTH_CACHE_SECONDS', 10), 60) * 1000;

/** How long a held message of a selected-provider campaign waits before it looks again (seconds). */
export const holdDelaySeconds = () => Math.max(1, Math.min(numberFrom('SMS_HEALTH_HOLD_SECONDS', 60), 900));

/** A health row not evaluated for this long is not trusted (the evaluator stopped): the provider counts as Ok. */
export const STALE_HEALTH_MS = 10 * 60_000;

/** Whether a verdict evaluated at `evaluatedAt` is still trusted at `nowMs` (routing and what people see). */
export const isFreshVerdict = (evaluatedAt: Date | null, nowMs: number) =>
  evaluatedAt !== null && nowMs - evaluatedAt.getTime() <= STALE_HEALTH_MS;
