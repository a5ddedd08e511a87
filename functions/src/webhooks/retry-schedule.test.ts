import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../platform/config';
import { maxAttempts, nextRetryDelaySeconds } from './retry-schedule';

describe('the retry schedule', () => {
  const saved = process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
    else process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = saved;
  });

  it("is Svix's by default: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    delete process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS;
    const schedule = config.webhookRetryScheduleSeconds;
    expect(schedule).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(maxAttempts(schedule)).toBe(8);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelaySeconds(n, schedule))).toEqual([
      5, 300, 1800, 7200, 18000, 36000, 36000,
    ]);
  });

  it('gives up after the last attempt', () => {
    const schedule = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];
    expect(nextRetryDelaySeconds(8, schedule)).toBeNull();
    expect(nextRetryDelaySeconds(9, schedule)).toBeNull();
  });

  it('reads a test schedule from WEBHOOK_RETRY_SCHEDULE_SECONDS, and refuses a malformed one', () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = '0, 1,1';
    expect(config.webhookRetryScheduleSeconds).toEqual([0, 1, 1]);
    expect(nextRetryDelaySeconds(2, config.webhookRetryScheduleSeconds)).toBe(1);
    expect(nextRetryDelaySeconds(3, config.webhookRetryScheduleSeconds)).toBeNull();
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = '0,soon';
    expect(() => config.webhookRetryScheduleSeconds).toThrow(/seconds separated by commas/);
    process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS = '';
    expect(config.webhookRetryScheduleSeconds).toHaveLength(8);
  });
});
