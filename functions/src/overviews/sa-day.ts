import { addDays } from '../platform/time/zoned-time';

// The overviews' days are South African calendar days (the spec's time-zone base, Africa/Johannesburg).
// South Africa has kept UTC+2 all year since 1944 (no daylight saving), so a day's bounds are fixed
// offsets of UTC and SQL can compute a stored UTC instant's day as DATE(instant + INTERVAL 2 HOUR)
// without the server's time-zone tables.

/** Hours South African time is ahead of UTC. */
export const SA_OFFSET_HOURS = 2;

/** SQL text: the South African day of a UTC DATETIME column (the column name is the caller's constant). */
export const saDayOf = (column: string) => `DATE(${column} + INTERVAL ${SA_OFFSET_HOURS} HOUR)`;

/** The UTC instants [start, end) of a South African day (YYYY-MM-DD). */
export function utcBoundsOf(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCHours(start.getUTCHours() - SA_OFFSET_HOURS);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/** Today's date in South Africa (YYYY-MM-DD). */
export function saToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SA_OFFSET_HOURS * 3600 * 1000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
