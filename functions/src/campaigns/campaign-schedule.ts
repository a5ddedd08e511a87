import { addDays, convertTime, localPartsOf, zonedToUtc } from '../platform/time/zoned-time';
import type { Audience, AudienceFields } from './campaign-audience.schemas';
import { CAMPAIGN_TIME_ZONE_BASE, CAMPAIGN_TYPE } from './campaigns.schemas';
import type { Selectable } from 'kysely';
import type { SmsCampaignsTable } from './campaigns.table';

// When a scheduled campaign builds its segments: a Simple campaign once, at the start of its start date; a
// Long Running one then every recycle-days days (at the start of that day on its clock) until its finish
// date. All on the campaign's own clock (its time zone).

/** The start of `date` on the zone's clock. */
const startOfDay = (date: string, timeZone: string) => zonedToUtc(date, '00:00', timeZone);

/** The last millisecond of `date` on the zone's clock. */
const endOfDay = (date: string, timeZone: string) =>
  new Date(startOfDay(addDays(date, 1), timeZone).getTime() - 1);

/** The Long Running campaign's build after the one due at `due`, or null when it would fall after the finish. */
export function nextBuildAfter(
  due: Date,
  recycleDays: number,
  timeZone: string,
  finishAt: Date | null,
): Date | null {
  const next = startOfDay(addDays(localPartsOf(due, timeZone).date, Math.max(1, recycleDays)), timeZone);
  return finishAt && next > finishAt ? null : next;
}

export interface ScheduleColumns {
  start_at: Date;
  campaign_finish_at: Date | null;
  next_segment_build_at: Date | null;
  schedule_days: string;
  daily_send_start_time: string;
  daily_send_finish_time: string;
  send_start_local: string;
  send_finish_local: string;
  time_zone: string;
  recycle_campaign_days: number;
  rest_period_days: number;
}

/**
 * The campaign columns a saved step makes. `lastBuildDue`: when the campaign's latest build was due (it
 * has built before), so a Long Running campaign carries on from it and a built Simple campaign builds no more.
 */
export function scheduleColumns(
  step: AudienceFields,
  type: number,
  lastBuildDue: Date | undefined,
): ScheduleColumns {
  const tz = step.timeZone;
  const longRunning = type === CAMPAIGN_TYPE.LongRunning;
  const startAt = startOfDay(step.startDate, tz);
  const finishAt = step.finishDate ? endOfDay(step.finishDate, tz) : null;
  const recycle = longRunning ? (step.recycleCampaignDays ?? 1) : 0;
  let next: Date | null = startAt;
  if (lastBuildDue) next = longRunning ? nextBuildAfter(lastBuildDue, recycle, tz, finishAt) : null;
  if (next && finishAt && next > finishAt) next = null;
  const sast = (time: string) => convertTime(step.startDate, time, tz, CAMPAIGN_TIME_ZONE_BASE);
  return {
    start_at: startAt,
    campaign_finish_at: finishAt,
    next_segment_build_at: next,
    schedule_days: [...new Set(step.scheduleDays)].sort((a, b) => a - b).join(','),
    daily_send_start_time: sast(step.dailySendStartTime),
    daily_send_finish_time: sast(step.dailySendFinishTime),
    send_start_local: step.dailySendStartTime,
    send_finish_local: step.dailySendFinishTime,
    time_zone: tz,
    recycle_campaign_days: recycle,
    rest_period_days: longRunning ? (step.restPeriodDays ?? 0) : 0,
  };
}

type SavedRow = Pick<
  Selectable<SmsCampaignsTable>,
  | 'type'
  | 'audience_saved'
  | 'start_at'
  | 'campaign_finish_at'
  | 'schedule_days'
  | 'send_start_local'
  | 'send_finish_local'
  | 'recycle_campaign_days'
  | 'rest_period_days'
  | 'time_zone'
>;

/** The saved step as the editor shows it, or null while it is Untouched. */
export function toAudience(row: SavedRow, lists: { list_id: number; exclude: number }[]): Audience | null {
  if (!row.audience_saved || !row.start_at || !row.send_start_local || !row.send_finish_local) return null;
  const tz = row.time_zone;
  const longRunning = row.type === CAMPAIGN_TYPE.LongRunning;
  return {
    includeListIds: lists.filter((l) => !l.exclude).map((l) => l.list_id),
    excludeListIds: lists.filter((l) => l.exclude).map((l) => l.list_id),
    scheduleDays: row.schedule_days.split(',').filter(Boolean).map(Number),
    dailySendStartTime: row.send_start_local,
    dailySendFinishTime: row.send_finish_local,
    timeZone: tz,
    startDate: localPartsOf(row.start_at, tz).date,
    finishDate: row.campaign_finish_at ? localPartsOf(row.campaign_finish_at, tz).date : null,
    recycleCampaignDays: longRunning ? row.recycle_campaign_days : null,
    restPeriodDays: longRunning ? row.rest_period_days : null,
  };
}

/**
 * The list's South African send time (spec 1 §2.1: times are shown as stored in SAST, converted to the
 * campaign's zone): for a window kept on another clock, today's SAST equivalent, so the converted time
 * the list shows is the campaign's own time in every season.
 */
export function sastSendTime(
  stored: string | null,
  local: string | null,
  timeZone: string,
  now = new Date(),
) {
  if (!local || timeZone === CAMPAIGN_TIME_ZONE_BASE) return stored;
  return convertTime(localPartsOf(now, timeZone).date, local, timeZone, CAMPAIGN_TIME_ZONE_BASE);
}
