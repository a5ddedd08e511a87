import { currencySymbolFor } from '../accounts/currency';
import { CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import { hourOf } from '../sending/campaign-stats.repository';
import type {
  CampaignStatsSums,
  findStatusCampaign,
  listHourlyStats,
  RecentReportSums,
} from './campaign-status.repository';
import type { CampaignStatus, CampaignStatusHour, CampaignStatusTotals } from './campaign-status.schemas';

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

export function toCampaignStatus(
  campaign: CampaignRow,
  sums: CampaignStatsSums,
  recent: RecentReportSums,
  rows: HourRow[],
  from: Date,
  hours: number,
): CampaignStatus {
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      isTransactional: campaign.type === CAMPAIGN_TYPE.Transactional,
      status: campaign.status,
      archived: campaign.archived === 1,
    },
    totals: toTotals(sums, recent, campaign.country),
    series: toSeries(rows, from, hours),
    segment: null,
  };
}
