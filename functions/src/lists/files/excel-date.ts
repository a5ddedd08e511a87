// Excel serial dates: days since 1899-12-30 (the 1900 system, with its phantom 1900-02-29) or since 1904-01-01.

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const LAST_SERIAL = 2_958_465;

const two = (n: number) => String(n).padStart(2, '0');

/** What part of a date-time a cell's number format shows. */
export type DateKind = 'date' | 'time' | 'datetime';

/** An Excel serial date as ISO text (YYYY-MM-DD, HH:MM:SS, or both), or null when it is not a plausible date. */
export function excelSerialToIso(serial: number, kind: DateKind, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > LAST_SERIAL) return null;
  const seconds = Math.round(serial * 86_400);
  let days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  const time = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  if (kind === 'time') return time;
  if (!date1904 && days < 61) days += 1;
  const date = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + days * DAY_MS);
  const day = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
  return kind === 'datetime' && rest !== 0 ? `${day} ${time}` : day;
}
