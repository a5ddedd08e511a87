import { describe, expect, it } from 'vitest';
import {
  categoryPeriod,
  dailyRange,
  monthBounds,
  monthOrCurrent,
  southAfricanToday,
  stepMonth,
  yearOrCurrent,
} from './overview-params.schemas';
import { dailyOverviewRequestSchema, monthlyOverviewRequestSchema } from './overviews.schemas';

const today = '2025-06-15';

describe('the reports query-parameter fallbacks (spec 2 §5)', () => {
  it('a month outside 1-12 or not a number is the current month', () => {
    expect(monthOrCurrent('3', today)).toBe(3);
    expect([monthOrCurrent('13', today), monthOrCurrent('0', today), monthOrCurrent('x', today)]).toEqual([
      6, 6, 6,
    ]);
    expect(monthOrCurrent(undefined, today)).toBe(6);
  });

  it('a year that is not a number (or before 2010) is this year', () => {
    expect(yearOrCurrent('2012', today)).toBe(2012);
    expect([yearOrCurrent('abc', today), yearOrCurrent('1999', today), yearOrCurrent('', today)]).toEqual([
      2025, 2025, 2025,
    ]);
  });

  it('daily range: invalid dates are today and tomorrow; an end not after the start is start + 1', () => {
    expect(dailyRange('bad', 'worse', today)).toEqual({ startDate: today, endDate: '2025-06-16' });
    expect(dailyRange('2025-02-28', '2025-02-28', today)).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-03-01',
    });
    expect(dailyRange('2025-02-10', '2025-02-12', today)).toEqual({
      startDate: '2025-02-10',
      endDate: '2025-02-12',
    });
  });

  it('category: day by default, month and range', () => {
    expect(categoryPeriod({}, today)).toEqual({ mode: 'day', fromInclusive: today, toInclusive: today });
    expect(categoryPeriod({ mode: 'nonsense', day: '2024-02-29' }, today)).toMatchObject({
      fromInclusive: '2024-02-29',
    });
    expect(categoryPeriod({ mode: 'month', month: '2', year: '2024' }, today)).toEqual({
      mode: 'month',
      fromInclusive: '2024-02-01',
      toInclusive: '2024-02-29',
    });
    expect(categoryPeriod({ mode: 'range', from: '2024-13-01', to: 'x' }, today)).toEqual({
      mode: 'range',
      fromInclusive: today,
      toInclusive: '2025-06-16',
    });
  });

  it('months wrap over the year; month bounds', () => {
    expect(stepMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
    expect(stepMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(monthBounds(2023, 12)).toEqual({ startDate: '2023-12-01', endDate: '2023-12-31' });
    expect(monthBounds(2025, 4)).toEqual({ startDate: '2025-04-01', endDate: '2025-04-30' });
  });

  it('today is the South African date (UTC+2)', () => {
    expect(southAfricanToday(new Date('2025-06-15T21:59:00Z'))).toBe('2025-06-15');
    expect(southAfricanToday(new Date('2025-06-15T22:00:00Z'))).toBe('2025-06-16');
  });

  it('the request bodies never fail: missing fields fall back', () => {
    expect(monthlyOverviewRequestSchema.parse(undefined)).toMatchObject({ refresh: false });
    expect(monthlyOverviewRequestSchema.parse({ year: 2024, month: 2, refresh: true })).toEqual({
      year: 2024,
      month: 2,
      refresh: true,
    });
    expect(dailyOverviewRequestSchema.parse({ date: '2024-03-10' })).toEqual({
      rangeMode: false,
      startDate: '2024-03-10',
      endDate: '2024-03-10',
      refresh: false,
    });
  });
});
