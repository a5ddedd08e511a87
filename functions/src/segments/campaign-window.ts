import { isExclusionDay } from './exclusion-days';
import { currentOrNextWindow, openWindowAt, type SendSchedule, type WindowTimes } from './send-window';

/** The campaign columns its send window is made of. */
export interface WindowColumns {
  schedule_days: string;
  send_start_local: string | null;
  send_finish_local: string | null;
  time_zone: string;
  start_at: Date | null;
  campaign_finish_at: Date | null;
  /** The account's country: its marketing-time rule (marketing-times/) cuts every window. */
  country?: string | null;
}

/** The campaign's send schedule, or null while its Audience and schedule step was never saved. */
export function scheduleOf(c: WindowColumns): SendSchedule | null {
  if (!c.start_at || !c.send_start_local || !c.send_finish_local) return null;
  return {
    scheduleDays: c.schedule_days.split(',').filter(Boolean).map(Number),
    start: c.send_start_local,
    finish: c.send_finish_local,
    timeZone: c.time_zone,
    startAt: c.start_at,
    finishAt: c.campaign_finish_at,
    country: c.country ?? null,
  };
}

/** The campaign's window open at `now` (schedule days, hours, dates, never a public holiday), or null. */
export function openWindowOf(c: WindowColumns, now: Date): WindowTimes | null {
  const schedule = scheduleOf(c);
  return schedule && openWindowAt(now, schedule, isExclusionDay);
}

/** The campaign's window open at `now`, else the next one; null when none is left. */
export function nextWindowOf(c: WindowColumns, now: Date): WindowTimes | null {
  const schedule = scheduleOf(c);
  return schedule && currentOrNextWindow(now, schedule, isExclusionDay);
}
