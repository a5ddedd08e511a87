import { describe, expect, it } from 'vitest';
import { sastDateTime, sastDayRange } from './sast-days';

describe('South African days', () => {
  it('bounds a range of days at midnight SAST (22:00 UTC the day before), the last day included', () => {
    const { start, end } = sastDayRange('2026-03-01', '2026-03-02');
    expect(start.toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-02T22:00:00.000Z');
  });

  it('shows an instant in SAST', () => {
    expect(sastDateTime(new Date('2026-12-31T22:30:05Z'))).toBe('2027-01-01 00:30:05');
  });
});
