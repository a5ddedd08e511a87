import { derivedFigures } from '../overviews/overviews.mapper';
import { addDays } from '../platform/time/zoned-time';
import type { HubBucketRow, HubCampaignRow, HubCounters } from './reports-hub.repository';
import {
  RANKED_CAMPAIGNS,
  type HubCampaign,
  type HubFigures,
  type HubMetric,
  type HubTrendPoint,
} from './reports-hub.schemas';

const ZERO: HubCounters = {
  sent: 0,
  delivered: 0,
  replies: 0,
  leads: 0,
  optouts: 0,
  clicked: 0,
  cost: 0,
  revenue: 0,
};

/** Sums counters (every campaign of the period: the totals). */
export function sumHubCounters(rows: readonly HubCounters[]): HubCounters {
  const total = { ...ZERO };
  for (const r of rows) for (const key of Object.keys(ZERO) as (keyof HubCounters)[]) total[key] += r[key];
  return total;
}

/**
 * The headline figures, as the overviews define them: delivery rate = delivered / sent through the gateway;
 * reply rate = replies (leads and opt-outs) / delivered; click rate = unique clicks / delivered;
 * profit = revenue - cost. Money to 2 decimals.
 */
export function toHubFigures(c: HubCounters): HubFigures {
  const d = derivedFigures(c);
  return {
    sent: c.sent,
    delivered: c.delivered,
    deliveryRate: d.deliveryRate,
    replies: c.replies,
    replyRate: d.responseRate,
    leads: c.leads,
    optouts: c.optouts,
    clicks: c.clicked,
    clickRate: d.clickRate,
    cost: d.cost,
    revenue: d.revenue,
    profit: d.grossProfit,
  };
}

/** Whether a campaign has the metric in the period: a rate needs its denominator (sent, or delivered). */
function hasMetric(c: HubCounters, metric: HubMetric): boolean {
  if (metric === 'deliveryRate') return c.sent > 0;
  if (metric === 'replyRate' || metric === 'clickRate') return c.delivered > 0;
  return true;
}

/**
 * The campaigns that have the metric, ranked: the best (highest first) and the worst (lowest first). With fewer
 * than twice RANKED_CAMPAIGNS, the best take the upper half (rounded up) and the worst the rest, so no campaign
 * is in both. Ties go to the campaign that sent more, then by name.
 */
export function rankCampaigns(
  rows: readonly HubCampaignRow[],
  metric: HubMetric,
): { ranked: number; best: HubCampaign[]; worst: HubCampaign[] } {
  const campaigns = rows
    .filter((r) => hasMetric(r, metric))
    .map((r) => {
      const figures = toHubFigures(r);
      return {
        campaignId: r.campaignId,
        campaignName: r.campaignName,
        categoryName: r.categoryName,
        ...figures,
        value: figures[metric],
      };
    });
  const byName = (a: HubCampaign, b: HubCampaign) =>
    a.campaignName.localeCompare(b.campaignName, 'en', { sensitivity: 'base' }) ||
    a.campaignId - b.campaignId;
  const desc = [...campaigns].sort((a, b) => b.value - a.value || b.sent - a.sent || byName(a, b));
  const bestCount = Math.min(RANKED_CAMPAIGNS, Math.ceil(desc.length / 2));
  const worstCount = Math.min(RANKED_CAMPAIGNS, desc.length - bestCount);
  const best = desc.slice(0, bestCount);
  const worst = desc.slice(desc.length - worstCount).reverse();
  return { ranked: desc.length, best, worst };
}

/** The trend's unit for a period of `days` days. */
export const trendUnit = (days: number, maxDaily: number): 'day' | 'month' =>
  days <= maxDaily ? 'day' : 'month';

/** Every day (or month) of [from, to] in order, with its counters (0 where the summary has no row). */
export function toTrend(
  rows: readonly HubBucketRow[],
  from: string,
  to: string,
  unit: 'day' | 'month',
): HubTrendPoint[] {
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const points: HubTrendPoint[] = [];
  let start = from;
  while (start <= to) {
    const key = unit === 'day' ? start : start.slice(0, 7);
    const r = byBucket.get(key);
    points.push({
      start,
      sent: r?.sent ?? 0,
      delivered: r?.delivered ?? 0,
      replies: r?.replies ?? 0,
      clicks: r?.clicked ?? 0,
    });
    start = unit === 'day' ? addDays(start, 1) : nextMonth(start);
  }
  return points;
}

/** The first day of the month after the day's. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
