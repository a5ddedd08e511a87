import { describe, expect, it } from 'vitest';
import { duePeriod, firstRunAt } from './schedule-periods';

describe('scheduled report periods', () => {
  const now = new Date('2026-03-04T10:15:00Z'); // a Wednesday

  it('cover the previous day, week (Monday to Sunday) or month, in UTC days', () => {
    expect(duePeriod(now, 'Daily')).toEqual({
      from: '2026-03-03',
      to: '2026-03-03',
      nextRunAt: new Date('2026-03-05T00:00:00Z'),
    });
    expect(duePeriod(now, 'Weekly')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
      nextRunAt: new Date('2026-03-09T00:00:00Z'),
    });
    expect(duePeriod(now, 'Monthly')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      nextRunAt: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('wrap over the year and run first at the next boundary', () => {
    expect(duePeriod(new Date('2027-01-01T00:30:00Z'), 'Monthly')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(duePeriod(new Date('2026-03-09T00:00:00Z'), 'Weekly')).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(firstRunAt(now, 'Daily')).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(firstRunAt(now, 'Weekly')).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(firstRunAt(new Date('2026-12-15T00:00:00Z'), 'Monthly')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});
