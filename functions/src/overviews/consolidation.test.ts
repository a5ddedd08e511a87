import { describe, expect, it } from 'vitest';
import { batchesOf, DAYS_PER_READ } from './consolidation';

describe('batchesOf', () => {
  it('groups consecutive touched days of each account, in day order, however the accounts interleave', () => {
    const touched = [
      { accountId: 1, day: '2026-01-30' },
      { accountId: 2, day: '2026-01-30' },
      { accountId: 1, day: '2026-01-31' },
      { accountId: 2, day: '2026-02-01' },
      { accountId: 1, day: '2026-02-01' },
      { accountId: 1, day: '2026-02-03' },
    ];
    expect(batchesOf(touched)).toEqual([
      { accountId: 1, days: ['2026-01-30', '2026-01-31', '2026-02-01'] },
      { accountId: 2, days: ['2026-01-30'] },
      { accountId: 2, days: ['2026-02-01'] },
      { accountId: 1, days: ['2026-02-03'] },
    ]);
  });

  it(`reads at most ${DAYS_PER_READ} days at once`, () => {
    const touched = Array.from({ length: 70 }, (_, i) => ({
      accountId: 7,
      day: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    const batches = batchesOf(touched);
    expect(batches.map((b) => b.days.length)).toEqual([31, 31, 8]);
    expect(batches.flatMap((b) => b.days)).toEqual(touched.map((t) => t.day));
  });

  it('answers nothing for nothing touched', () => {
    expect(batchesOf([])).toEqual([]);
  });
});
