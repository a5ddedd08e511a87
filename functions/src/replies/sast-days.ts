// The inbox's days are South African (Africa/Johannesburg, spec 1 §9): SAST is UTC+2 all year (no daylight
// saving), so a day's bounds and a reply's local time are a fixed offset from UTC.

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instants [start, end) of South African days `from` to `to` (YYYY-MM-DD, both included). */
export function sastDayRange(from: string, to: string): { start: Date; end: Date } {
  const start = Date.parse(`${from}T00:00:00Z`) - SAST_OFFSET_MS;
  const end = Date.parse(`${to}T00:00:00Z`) - SAST_OFFSET_MS + DAY_MS;
  return { start: new Date(start), end: new Date(end) };
}

/** An instant as South African time, YYYY-MM-DD HH:mm:ss. */
export const sastDateTime = (date: Date): string =>
  new Date(date.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
