import { describe, expect, it } from 'vitest';
import { hubPeriodOf, presetBounds } from './hub-period';

describe("the hub's period", () => {
  const today = '2026-03-10';
  it('reads each preset as South African days ending today', () => {
    expect(presetBounds('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetBounds('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetBounds('last30', today)).toEqual({ from: '2026-02-09', to: today });
    expect(presetBounds('last90', today)).toEqual({ from: '2025-12-11', to: today });
    expect(presetBounds('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetBounds('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('reads the query, falling back to the last 30 days and delivery rate', () => {
    const of = (q: string) => hubPeriodOf(new URLSearchParams(q), today);
    expect(of('')).toEqual({ choice: 'last30', from: '2026-02-09', to: today, metric: 'deliveryRate' });
    expect(of('period=nope&metric=opens')).toMatchObject({ choice: 'last30', metric: 'deliveryRate' });
    expect(of('period=custom&from=2025-01-01&to=2025-02-01&metric=profit')).toEqual({
      choice: 'custom',
      from: '2025-01-01',
      to: '2025-02-01',
      metric: 'profit',
    });
  });
});
