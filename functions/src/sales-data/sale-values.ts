// A sales file's values as the import stores them: amounts in the forms people and spreadsheets write
// (R 1 234,50; 1,234.50; -99.95 for a refund), sale dates (ISO or South African day-first), references.

const MAX_AMOUNT_CENTS = 1e14 - 1; // DECIMAL(14,2)

/**
 * An amount in cents, or null when the text is not a money amount. Currency signs (R, ZAR, $, €, £),
 * spaces and thousands separators are dropped; the decimal separator is the last '.' or ',' when two
 * kinds appear, else a lone ',' followed by 1 or 2 digits (a ',' before 3 digits groups thousands).
 * A leading '-' (or parentheses) is a refund; more than 2 decimals are rounded to the cent.
 */
export function parseAmountCents(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  t = t.replace(/^(?:ZAR|R|\$|€|£)/i, '');
  if (t.startsWith('-')) {
    negative = !negative;
    t = t.slice(1);
  }
  t = t.replace(/^(?:ZAR|R|\$|€|£)/i, '');
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole, fraction, ...rest] = t.split(decimal);
    if (rest.length || fraction === undefined || fraction.includes(thousands)) return null;
    if (!/^\d{1,3}(?:[.,]\d{3})*$/.test(whole ?? '')) return null;
    normal = `${whole!.split(thousands).join('')}.${fraction}`;
  } else if (lastComma >= 0) {
    normal = /^\d+,\d{1,2}$/.test(t)
      ? t.replace(',', '.')
      : /^\d{1,3}(?:,\d{3})+$/.test(t)
        ? t.replace(/,/g, '')
        : '';
  } else {
    normal = /^\d*\.?\d*$/.test(t) && (t.match(/\./g) ?? []).length <= 1 ? t : '';
  }
  if (!normal || normal === '.') return null;
  const cents = Math.round(Number(normal) * 100);
  if (!Number.isFinite(cents) || cents > MAX_AMOUNT_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents as the DECIMAL text the database stores (e.g. -12345 → '-123.45'). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A sale date as YYYY-MM-DD, or null when the text is not a date. Accepts ISO (2026-11-03, 2026/11/03,
 * with a time after it, as Excel date-times read) and South African day-first (03/11/2026, 3-11-2026).
 */
export function parseSaleDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(t);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/.exec(t);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** Longest reference kept (the column's size). */
export const MAX_REFERENCE = 255;
