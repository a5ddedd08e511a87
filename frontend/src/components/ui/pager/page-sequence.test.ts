import { describe, expect, it } from 'vitest';
import { pageCount, pageSequence } from './page-sequence';

const render = (page: number, total: number) =>
  pageSequence(page, total)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageSequence', () => {
  it.each([
    [1, 20, '1 2 3 4 5 … 20'],
    [2, 20, '1 2 3 4 5 … 20'],
    [3, 20, '1 2 3 4 5 … 20'],
    [4, 20, '1 2 3 4 5 6 … 20'],
    [5, 20, '1 … 3 4 5 6 7 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [16, 20, '1 … 14 15 16 17 18 … 20'],
    [17, 20, '1 … 15 16 17 18 19 20'],
    [18, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 16 17 18 19 20'],
    [1, 1, '1'],
    [2, 3, '1 2 3'],
    [1, 5, '1 2 3 4 5'],
    [1, 6, '1 2 3 4 5 6'],
    [1, 7, '1 2 3 4 5 … 7'],
    [4, 7, '1 2 3 4 5 6 7'],
  ])('page %i of %i → %s', (page, total, expected) => {
    expect(render(page, total)).toBe(expected);
  });

  it('clamps a page beyond the range', () => {
    expect(render(99, 20)).toBe('1 … 16 17 18 19 20');
    expect(render(0, 20)).toBe('1 2 3 4 5 … 20');
  });

  it('counts pages from rows', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(195, 15)).toBe(13);
  });
});
