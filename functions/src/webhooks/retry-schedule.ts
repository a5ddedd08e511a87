// When a failed callback is tried again (config WEBHOOK_RETRY_SCHEDULE_SECONDS; Svix's schedule by default:
// immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). Entry n is the delay before attempt n+1.

/** SQS delays a message at most 15 minutes; longer waits are picked up by the scheduled sweep. */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/** Seconds until the next attempt after `attemptsMade` attempts failed, or null: give up. */
export function nextRetryDelaySeconds(attemptsMade: number, schedule: readonly number[]): number | null {
  if (attemptsMade < 1 || attemptsMade >= schedule.length) return null;
  return schedule[attemptsMade]!;
}

/** How many attempts a call gets in all. */
export const maxAttempts = (schedule: readonly number[]): number => schedule.length;
