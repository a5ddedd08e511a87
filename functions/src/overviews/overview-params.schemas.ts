import { addDays, isIsoDate } from '../platform/time/zoned-time';

// Spec 2 §5: the reports' query parameters fall back instead of failing. The SPA reads its page's query
// string with these, and the API reads its request bodies with the same rules.

/** Spec 2 §9: the month and year selectors start at 2010. */
export const FIRST_YEAR = 2010;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Today's date on the South African clock (UTC+2 all year). */
export function southAfricanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 2 * 3600 * 1000).toISOString().slice(0, 10);
}

const wholeNumber = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
};

/** A month 1 to 12, else the current month. */
export function monthOrCurrent(value: unknown, today = southAfricanToday()): number {
  const month = wholeNumber(value);
  return month !== null && month >= 1 && month <= 12 ? month : Number(today.slice(5, 7));
}

/** A numeric year (from 2010 to 9999: the calendar the selectors and dates can show), else this year. */
export function yearOrCurrent(value: unknown, today = southAfricanToday()): number {
  const year = wholeNumber(value);
  return year !== null && year >= FIRST_YEAR && year <= 9999 ? year : Number(today.slice(0, 4));
}

/** A real YYYY-MM-DD date, else the fallback. */
export function dateOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && isIsoDate(value.trim()) ? value.trim() : fallback;
}

/** The first and last day of a month. */
export function monthBounds(year: number, month: number): { startDate: string; endDate: string } {
  const startDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const next =
    month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : addDays(startDate, 32).slice(0, 8) + '01';
  return { startDate, endDate: addDays(next, -1) };
}

/** The month before or after (the year wraps). */
export function stepMonth(year: number, month: number, step: -1 | 1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * A daily range from the page's date and endDate: each invalid one falls back (today, tomorrow), and an
 * end that is not after the start becomes the start plus one day (spec 2 §4).
 */
export function dailyRange(date: unknown, endDate: unknown, today = southAfricanToday()) {
  const start = dateOr(date, today);
  const end = dateOr(endDate, addDays(today, 1));
  return { startDate: start, endDate: end > start ? end : addDays(start, 1) };
}

export type DateMode = 'day' | 'month' | 'range';

/** The category overview's period from its page's query (mode day, month or range; day by default). */
export function categoryPeriod(
  query: { mode?: unknown; day?: unknown; month?: unknown; year?: unknown; from?: unknown; to?: unknown },
  today = southAfricanToday(),
): { mode: DateMode; fromInclusive: string; toInclusive: string } {
  const mode: DateMode = query.mode === 'month' || query.mode === 'range' ? query.mode : 'day';
  if (mode === 'month') {
    const { startDate, endDate } = monthBounds(
      yearOrCurrent(query.year, today),
      monthOrCurrent(query.month, today),
    );
    return { mode, fromInclusive: startDate, toInclusive: endDate };
  }
  if (mode === 'range') {
    const from = dateOr(query.from, today);
    const to = dateOr(query.to, addDays(today, 1));
    return { mode, fromInclusive: from, toInclusive: to < from ? from : to };
  }
  const day = dateOr(query.day, today);
  return { mode, fromInclusive: day, toInclusive: day };
}
