// Wall-clock times in named time zones (IANA), with the runtime's own tz data (Intl): what a campaign's
// dates and send window mean on its own clock, across daylight-saving changes.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name the runtime knows (e.g. Africa/Johannesburg, Europe/London). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface LocalParts {
  /** YYYY-MM-DD on the zone's clock. */
  date: string;
  /** HH:mm on the zone's clock. */
  time: string;
  /** ISO weekday, 1 Monday to 7 Sunday. */
  isoWeekday: number;
  /** Minutes east of UTC at this instant. */
  offsetMinutes: number;
}

/** The instant on the zone's clock. */
export function localPartsOf(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    isoWeekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    offsetMinutes: Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000),
  };
}

/**
 * The instant when the zone's clock shows `date` (YYYY-MM-DD) at `time` (HH:mm). A time skipped by a
 * daylight-saving change is taken after the change; a repeated one at its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (t: number) => localPartsOf(new Date(t), timeZone).offsetMinutes;
  const first = offsetAt(wall);
  const offsets = [...new Set([first, offsetAt(wall - first * 60_000)])];
  const fitting = offsets.map((o) => wall - o * 60_000).filter((t, i) => offsetAt(t) === offsets[i]);
  if (fitting.length) return new Date(Math.min(...fitting));
  return new Date(wall - Math.min(...offsets) * 60_000); // skipped by a change: the same time after it
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A wall-clock time of one zone (HH:mm on `date`) as the other zone's clock shows it then. */
export function convertTime(date: string, time: string, from: string, to: string): string {
  return localPartsOf(zonedToUtc(date, time, from), to).time;
}
