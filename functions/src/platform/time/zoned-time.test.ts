import { describe, expect, it } from 'vitest';
import { addDays, convertTime, isIsoDate, isTimeZone, localPartsOf, zonedToUtc } from './zoned-time';

describe('zoned time', () => {
  it('knows time zone names', () => {
    expect(isTimeZone('Africa/Johannesburg')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('maps a wall-clock time to UTC on both sides of a daylight-saving change', () => {
    // London: GMT (UTC+0) until 29 March 2026 01:00 UTC, then BST (UTC+1).
    expect(zonedToUtc('2026-03-28', '09:00', 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedToUtc('2026-03-30', '09:00', 'Europe/London').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    // A time skipped by the change is taken after it.
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToUtc('2026-06-01', '00:00', 'Africa/Johannesburg').toISOString()).toBe(
      '2026-05-31T22:00:00.000Z',
    );
  });

  it('reads an instant on a zone clock with its weekday and offset', () => {
    expect(localPartsOf(new Date('2026-03-30T08:00:00Z'), 'Europe/London')).toEqual({
      date: '2026-03-30',
      time: '09:00',
      isoWeekday: 1,
      offsetMinutes: 60,
    });
    expect(localPartsOf(new Date('2026-11-22T22:30:00Z'), 'Africa/Johannesburg')).toMatchObject({
      date: '2026-11-23',
      time: '00:30',
      isoWeekday: 1,
      offsetMinutes: 120,
    });
  });

  it('converts a time between zones on a given day and does calendar arithmetic', () => {
    expect(convertTime('2026-01-15', '09:00', 'Europe/London', 'Africa/Johannesburg')).toBe('11:00');
    expect(convertTime('2026-07-15', '09:00', 'Europe/London', 'Africa/Johannesburg')).toBe('10:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});
