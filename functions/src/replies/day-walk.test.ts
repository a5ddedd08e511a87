import { describe, expect, it } from 'vitest';
import { dayBounds, dayOfOffset } from './day-walk';

describe('finding the day a deep page starts in', () => {
  const newestFirst = [
    { day: '2026-03-03', replies: 5 },
    { day: '2026-03-02', replies: 0 },
    { day: '2026-03-01', replies: 3 },
  ];

  it('adds up the days before the offset', () => {
    expect(dayOfOffset(newestFirst, 0)).toEqual({ day: '2026-03-03', before: 0 });
    expect(dayOfOffset(newestFirst, 4)).toEqual({ day: '2026-03-03', before: 0 });
    expect(dayOfOffset(newestFirst, 5)).toEqual({ day: '2026-03-01', before: 5 });
    expect(dayOfOffset(newestFirst, 7)).toEqual({ day: '2026-03-01', before: 5 });
    expect(dayOfOffset(newestFirst, 8)).toBeNull();
  });

  it('bounds a UTC day', () => {
    expect(dayBounds('2026-03-01')).toEqual({
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-03-02T00:00:00.000Z'),
    });
  });
});
