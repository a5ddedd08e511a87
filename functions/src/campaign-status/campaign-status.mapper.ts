import { currencySymbolFor } from '../accounts/currency';
import { CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import { localPartsOf } from '../platform/time/zoned-time';
import { nextWindowOf } from '../segments/campaign-window';
import { publicHolidayOn } from '../segments/exclusion-days';
import { hourOf } from '../sending/campaign-stats.repository';
import type {
  CampaignStatsSums,
  CurrentSegment,
  findStatusCampaign,
  listHourlyStats,
  RecentReportSums,
} from './campaign-status.repository';
import type {
  CampaignSegment,
  CampaignStatus,
  CampaignStatusHour,
  CampaignStatusTotals,
} from './campaign-status.schemas';

type CampaignRow = NonNullable<Awaited<ReturnType<typeof findStatusCampaign>>>;
type HourRow = Awaited<ReturnType<typeof listHourlyStats>>[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends of the current and the previous hour still wait for their delivery reports: networks report
 * within seconds to minutes, and a report is counted in the hour it comes, not the hour of its send.
 */
export const REPORT_WAIT_HOURS = 2;

/** The first hour of a window of `hours` hours that ends with the hour `now` is in. */
export const windowStart = (now: Date, hours: number): Date =>
  new Date(hourOf(now).getTime() - (hours - 1) * HOUR_MS);

/** The sums as the page shows them. */
export function toTotals(
  sums: CampaignStatsSums,
  recent: RecentReportSums,
  country: string,
): CampaignStatusTotals {
  const n = (value: string | number) => Number(value);
  const queued = n(sums.queued);
  const sent = n(sums.sent);
  const delivered = n(sums.delivered);
  const failed = n(sums.failed);
  return {
    queued,
    inFlight: Math.max(0, queued - sent - failed),
    awaitingReports: Math.max(0, n(recent.sent) - n(recent.delivered) - n(recent.undelivered)),
    sent,
    delivered,
    undelivered: n(sums.undelivered),
    failed,
    suppressed: n(sums.suppressed),
    clicks: n(sums.clicks),
    uniqueClicks: n(sums.unique_clicks),
    segments: n(sums.segments),
    cost: Math.round(n(sums.cost) * 10_000) / 10_000,
    // A delivery report that overtook its send is counted before the send: never above 100%.
    deliveryRate: sent > 0 ? Math.min(1, delivered / sent) : null,
    currencySymbol: currencySymbolFor(country),
  };
}

/** Every hour of the window, oldest first, zeros where the campaign had no counters. */
export function toSeries(rows: HourRow[], from: Date, hours: number): CampaignStatusHour[] {
  const byHour = new Map(rows.map((r) => [hourOf(r.hour).getTime(), r]));
  return Array.from({ length: hours }, (_, i) => {
    const hour = new Date(from.getTime() + i * HOUR_MS);
    const row = byHour.get(hour.getTime());
    return { hour: hour.toISOString(), sent: Number(row?.sent ?? 0), delivered: Number(row?.delivered ?? 0) };
  });
}

/** Simple and Long Running campaigns build segments; transactional ones send one message at a time. */
export const buildsSegments = (type: number): boolean =>
  type === CAMPAIGN_TYPE.Simple || type === CAMPAIGN_TYPE.LongRunning;

/**
 * The current segment as the page shows it: its progress, the window open at `now` or the next one (on the
 * campaign's schedule, never a public holiday), today's public holiday on the campaign's clock, and the
 * next build. Null for a transactional campaign and before the first build completed.
 */
export function toSegment(
  campaign: CampaignRow,
  segment: CurrentSegment | undefined,
  now: Date,
): CampaignSegment | null {
  if (!segment || !buildsSegments(campaign.type)) return null;
  const window = nextWindowOf(campaign, now);
  return {
    buildId: segment.id,
    // A Completed build always has finished_at (the job's end writes it).
    builtAt: (segment.finished_at ?? segment.created_at).toISOString(),
    queued: segment.queued,
    released: segment.released,
    pending: segment.pending,
    timeZone: campaign.time_zone,
    window: window && {
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      open: window.opensAt <= now && now < window.closesAt,
    },
    holidayToday: publicHolidayOn(localPartsOf(now, campaign.time_zone).date),
    nextBuildAt: campaign.next_segment_build_at?.toISOString() ?? null,
  };
}

export function toCampaignStatus(
  campaign: CampaignRow,
  sums: CampaignStatsSums,
  recent: RecentReportSums,
  rows: HourRow[],
  from: Date,
  hours: number,
  segment: CurrentSegment | undefined,
  now: Date,
): CampaignStatus {
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      isTransactional: campaign.type === CAMPAIGN_TYPE.Transactional,
      status: campaign.status,
      archived: campaign.archived === 1,
      timeZone: campaign.time_zone,
      nextSegmentBuildAt: buildsSegments(campaign.type)
        ? (campaign.next_segment_build_at?.toISOString() ?? null)
        : null,
    },
    totals: toTotals(sums, recent, campaign.country),
    series: toSeries(rows, from, hours),
    segment: toSegment(campaign, segment, now),
  };
}
