import { lawfulParts } from '../marketing-times/marketing-times';
import { addDays, localPartsOf, zonedToUtc } from '../platform/time/zoned-time';

// When a scheduled campaign may send (issue 11; the drain of the next slice uses this): on its schedule
// days, between its daily start and finish times on its own clock, from its start date to its finish date,
// never on an exclusion day (South African public holidays: the caller passes the holiday calendar), and
// only inside the times the account's country allows direct marketing (issue 28: marketing-times/), whatever
// window the campaign was given.

export interface SendSchedule {
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  scheduleDays: readonly number[];
  /** HH:mm on the campaign's clock. */
  start: string;
  finish: string;
  timeZone: string;
  /** The start date's first instant, and the finish date's last (null: no finish date). */
  startAt: Date;
  finishAt: Date | null;
  /** The account's country (ISO 3166-1 alpha-2): its marketing-time rule cuts the window; null: none. */
  country?: string | null;
}

/** True for a date (YYYY-MM-DD) on which nothing is sent whatever the schedule says, e.g. a public holiday. */
export type ExclusionDay = (date: string) => boolean;

export interface WindowTimes {
  /** The date on the campaign's clock. */
  date: string;
  opensAt: Date;
  closesAt: Date;
}

/**
 * The send windows of one date on the campaign's clock: its hours cut to the times the account's country
 * allows marketing (none on a day with no allowed time; two when another clock spans two of the law's days).
 */
export function windowsOn(date: string, s: SendSchedule, isExclusionDay: ExclusionDay): WindowTimes[] {
  const opensAt = zonedToUtc(date, s.start, s.timeZone);
  const closesAt = zonedToUtc(date, s.finish, s.timeZone);
  const weekday = localPartsOf(opensAt, s.timeZone).isoWeekday;
  if (!s.scheduleDays.includes(weekday) || isExclusionDay(date)) return [];
  if (closesAt <= s.startAt || (s.finishAt && opensAt > s.finishAt)) return [];
  const parts = s.country ? lawfulParts(s.country, opensAt, closesAt) : [{ from: opensAt, to: closesAt }];
  return parts.map((p) => ({ date, opensAt: p.from, closesAt: p.to }));
}

/** The first send window of one date on the campaign's clock, or null when that date has none. */
export function windowOn(date: string, s: SendSchedule, isExclusionDay: ExclusionDay): WindowTimes | null {
  return windowsOn(date, s, isExclusionDay)[0] ?? null;
}

/** The window open at `now`, or null (outside the hours, on a day off, before the start or after the finish). */
export function openWindowAt(now: Date, s: SendSchedule, isExclusionDay: ExclusionDay): WindowTimes | null {
  const windows = windowsOn(localPartsOf(now, s.timeZone).date, s, isExclusionDay);
  return windows.find((w) => w.opensAt <= now && now < w.closesAt) ?? null;
}

/** How far ahead the next window is looked for (a schedule of holidays only would otherwise loop). */
const LOOK_AHEAD_DAYS = 400;

/** The window open now, else the next one to open; null when none is left (the finish date passed). */
export function currentOrNextWindow(
  now: Date,
  s: SendSchedule,
  isExclusionDay: ExclusionDay,
): WindowTimes | null {
  const today = localPartsOf(now, s.timeZone).date;
  for (let i = 0; i <= LOOK_AHEAD_DAYS; i++) {
    const window = windowsOn(addDays(today, i), s, isExclusionDay).find((w) => now < w.closesAt);
    if (window) return window;
    if (s.finishAt && addDays(today, i) > localPartsOf(s.finishAt, s.timeZone).date) return null;
  }
  return null;
}

/**
 * How many messages to release in the next `tickSeconds` so that `remaining` messages spread over what is
 * left of the window instead of all going out in its first minute, never above the providers' rate.
 */
export function releaseQuota(
  remaining: number,
  now: Date,
  closesAt: Date,
  messagesPerSecond: number,
  tickSeconds: number,
): number {
  if (remaining <= 0) return 0;
  const secondsLeft = Math.max(tickSeconds, (closesAt.getTime() - now.getTime()) / 1000);
  const even = Math.ceil((remaining * tickSeconds) / secondsLeft);
  return Math.min(remaining, even, Math.floor(messagesPerSecond * tickSeconds));
}
