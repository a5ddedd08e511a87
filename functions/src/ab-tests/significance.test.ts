import { describe, expect, it } from 'vitest';
import { decide, twoProportionP } from './significance';

describe('the A/B significance rule', () => {
  it('a clear winner: B wins with p below 0.05', () => {
    const d = decide([
      { messageId: 1, base: 200, count: 4 },
      { messageId: 2, base: 200, count: 30 },
    ]);
    expect(d.significant).toBe(true);
    expect(d.messageId).toBe(2);
    expect(d.pValue).toBeLessThan(0.001);
  });

  it('matches the textbook z-test p-value', () => {
    // 10/100 against 20/100: z = 1.98, two-sided p = 0.0477.
    expect(twoProportionP({ base: 100, count: 20 }, { base: 100, count: 10 })).toBeCloseTo(0.0477, 3);
  });

  it('no significant difference: the first message, even when another leads', () => {
    const d = decide([
      { messageId: 1, base: 100, count: 10 },
      { messageId: 2, base: 100, count: 13 },
    ]);
    expect(d).toMatchObject({ messageId: 1, significant: false });
    expect(d.pValue).toBeGreaterThan(0.05);
  });

  it('three variants: Bonferroni makes p = 0.0477 (below 0.05) not enough, since it needs p < 0.025', () => {
    const d = decide([
      { messageId: 1, base: 100, count: 10 },
      { messageId: 2, base: 100, count: 20 },
      { messageId: 3, base: 100, count: 2 },
    ]);
    expect(d.pValue).toBeCloseTo(0.0477, 3);
    expect(d).toMatchObject({ messageId: 1, significant: false });
  });

  it('four variants: the leader must beat every other one, each below 0.05 / 3', () => {
    const clear = decide([
      { messageId: 1, base: 500, count: 10 },
      { messageId: 2, base: 500, count: 12 },
      { messageId: 3, base: 500, count: 60 },
      { messageId: 4, base: 500, count: 15 },
    ]);
    expect(clear).toMatchObject({ messageId: 3, significant: true });
    expect(clear.pValue).toBeLessThan(0.05 / 3);
    // One close runner-up is enough to call it no difference.
    const close = decide([
      { messageId: 1, base: 500, count: 10 },
      { messageId: 2, base: 500, count: 55 },
      { messageId: 3, base: 500, count: 60 },
      { messageId: 4, base: 500, count: 15 },
    ]);
    expect(close).toMatchObject({ messageId: 1, significant: false });
  });

  it('zero counts and nothing delivered: no difference, p = 1', () => {
    expect(
      decide([
        { messageId: 7, base: 50, count: 0 },
        { messageId: 8, base: 50, count: 0 },
      ]),
    ).toEqual({ messageId: 7, significant: false, pValue: 1 });
    expect(
      decide([
        { messageId: 7, base: 0, count: 0 },
        { messageId: 8, base: 0, count: 0 },
      ]),
    ).toEqual({ messageId: 7, significant: false, pValue: 1 });
    // Every message of both variants clicked: nothing varies.
    expect(
      decide([
        { messageId: 7, base: 5, count: 5 },
        { messageId: 8, base: 5, count: 5 },
      ]).pValue,
    ).toBe(1);
  });

  it('a variant with clicks against one with none, enough messages: significant', () => {
    const d = decide([
      { messageId: 1, base: 40, count: 0 },
      { messageId: 2, base: 40, count: 10 },
    ]);
    expect(d).toMatchObject({ messageId: 2, significant: true });
  });
});
