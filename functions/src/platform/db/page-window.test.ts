import { describe, expect, it } from 'vitest';
import { nearStartWindow, pageWindow } from './page-window';

describe('the window of a page', () => {
  it('reads the first half forwards and the second half from the end', () => {
    expect(pageWindow(1, 20, 500_000)).toEqual({ offset: 0, limit: 20, reverse: false });
    expect(pageWindow(5_000, 20, 500_000)).toEqual({ offset: 99_980, limit: 20, reverse: false });
    expect(pageWindow(25_000, 20, 500_000)).toEqual({ offset: 0, limit: 20, reverse: true });
    expect(pageWindow(24_999, 20, 500_000)).toEqual({ offset: 20, limit: 20, reverse: true });
  });

  it('answers a short last page and nothing past the end', () => {
    expect(pageWindow(11, 10, 105)).toEqual({ offset: 0, limit: 5, reverse: true });
    expect(pageWindow(12, 10, 105)).toBeNull();
    expect(pageWindow(1, 10, 0)).toBeNull();
    expect(pageWindow(1, 10, 3)).toEqual({ offset: 0, limit: 3, reverse: false });
  });

  it('covers every row exactly once over all pages', () => {
    for (const total of [1, 7, 20, 21, 99]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 6); page += 1) {
        const w = pageWindow(page, 6, total)!;
        const start = w.reverse ? total - w.offset - w.limit : w.offset;
        for (let i = start; i < start + w.limit; i += 1) seen.push(i);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it('skips the count only near the start', () => {
    expect(nearStartWindow(1, 20)).toEqual({ offset: 0, limit: 20, reverse: false });
    expect(nearStartWindow(5_000, 20)).toBeNull();
  });
});
