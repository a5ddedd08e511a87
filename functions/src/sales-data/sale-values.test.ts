import { describe, expect, it } from 'vitest';
import { centsText, parseAmountCents, parseSaleDate } from './sale-values';

describe('sale amounts', () => {
  it.each([
    ['1000', 100000],
    ['R 1,000.50', 100050],
    ['R1 000,50', 100050],
    ['1.234.567,89', 123456789],
    ['1,234', 123400],
    ['12,5', 1250],
    ['99.95', 9995],
    ['ZAR 250', 25000],
    ['-50.00', -5000],
    ['(75.10)', -7510],
    ['R -20', -2000],
    ['0.005', 1],
    ['.5', 50],
  ])('reads %s as %i cents', (text, cents) => expect(parseAmountCents(text)).toBe(cents));

  it.each(['', 'abc', '12a', '1.2.3', '1,2,3', '-', 'R', '1,23,456', '99999999999999999'])(
    'refuses %j',
    (text) => expect(parseAmountCents(text)).toBeNull(),
  );

  it('writes cents as DECIMAL text', () => {
    expect(centsText(100050)).toBe('1000.50');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
  });
});

describe('sale dates', () => {
  it.each([
    ['2026-10-10', '2026-10-10'],
    ['2026/1/5', '2026-01-05'],
    ['2026-10-10 14:30:00', '2026-10-10'],
    ['11/10/2026', '2026-10-11'],
    ['3-2-2026', '2026-02-03'],
  ])('reads %s', (text, iso) => expect(parseSaleDate(text)).toBe(iso));

  it.each(['2026-02-30', '31/04/2026', 'yesterday', '10/2026', '1899-01-01'])('refuses %j', (text) =>
    expect(parseSaleDate(text)).toBeNull(),
  );
});
