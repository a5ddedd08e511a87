import type { DayCounters, DayTotals, PeriodRow } from './overview-days.repository';
import type { CategoryCounters, OverviewDay, OverviewRow } from './overviews.schemas';
import { daysBetween } from './sa-day';

type Counters = Omit<DayCounters, 'campaignId'>;

const ZERO: Counters = {
  queued: 0,
  sent: 0,
  delivered: 0,
  replies: 0,
  leads: 0,
  optouts: 0,
  clicked: 0,
  cost: 0,
  revenue: 0,
};

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A percentage of a whole (0 when the whole is 0), to 2 decimals. */
const rate = (part: number, whole: number) => (whole ? round2((part / whole) * 100) : 0);
const per = (amount: number, count: number) => (count ? round2(amount / count) : 0);

/** Sums counters (a category's campaigns, or every row for the totals). */
export function sumCounters(rows: readonly Counters[]): Counters {
  const total = { ...ZERO };
  for (const r of rows) for (const key of Object.keys(ZERO) as (keyof Counters)[]) total[key] += r[key];
  return total;
}

/**
 * The derived figures, as the overviews define them: delivery rate = delivered / sent through the gateway;
 * response rate = replies (leads and opt-outs) / delivered; click rate = unique clicks / delivered;
 * gross profit = revenue - cost; margin = gross profit / revenue (0 without revenue); cost per lead and
 * per click (0 without leads or clicks). Rates are percentages to 2 decimals; money to 2 decimals.
 */
export function derivedFigures(c: Omit<Counters, 'queued'>) {
  const grossProfit = c.revenue - c.cost;
  return {
    deliveryRate: rate(c.delivered, c.sent),
    responseRate: rate(c.replies, c.delivered),
    clickRate: rate(c.clicked, c.delivered),
    revenue: round2(c.revenue),
    cost: round2(c.cost),
    grossProfit: round2(grossProfit),
    grossProfitMargin: c.revenue ? rate(grossProfit, c.revenue) : 0,
    costPerLead: per(c.cost, c.leads),
    costPerClick: per(c.cost, c.clicked),
  };
}

/** Spec 2 §3's overview row by campaign (smsCampaignId null and the name 'Total' for the totals row). */
export function toOverviewRow(
  c: Counters,
  campaign: { id: number | null; name: string },
  currencySymbol: string,
): OverviewRow {
  const d = derivedFigures(c);
  return {
    smsCampaignId: campaign.id,
    campaignName: campaign.name,
    currencySymbol,
    totalInQueue: c.queued,
    totalSentThroughGateway: c.sent,
    totalDelivered: c.delivered,
    deliveryRate: d.deliveryRate,
    leads: c.leads,
    responseRate: d.responseRate,
    optOuts: c.optouts,
    clicked: c.clicked,
    clickRate: d.clickRate,
    totalRevenue: d.revenue,
    totalCost: d.cost,
    grossProfit: d.grossProfit,
    grossProfitMargin: d.grossProfitMargin,
    costPerLead: d.costPerLead,
    costPerClick: d.costPerClick,
  };
}

/** Spec 2 §3's category counters. */
export function toCategoryCounters(c: Counters): CategoryCounters {
  const d = derivedFigures(c);
  return {
    queued: c.queued,
    sent: c.sent,
    delivered: c.delivered,
    deliveryRate: d.deliveryRate,
    leads: c.leads,
    responseRate: d.responseRate,
    optouts: c.optouts,
    clicked: c.clicked,
    clickRate: d.clickRate,
    revenue: d.revenue,
    cost: d.cost,
    grossProfit: d.grossProfit,
    grossProfitMargin: d.grossProfitMargin,
    costPerLead: d.costPerLead,
    costPerClick: d.costPerClick,
  };
}

/** Spec 2 §9: campaign name ascending (then id, so equal names keep one order). */
export const byCampaignName = (a: PeriodRow, b: PeriodRow) =>
  a.campaignName.localeCompare(b.campaignName, 'en', { sensitivity: 'base' }) || a.campaignId - b.campaignId;

export const TOTALS_NAME = 'Total';

/** Every day from `from` to `to` in order, with its sent and delivered (0 on a day without rows). */
export function toDaySeries(rows: readonly DayTotals[], from: string, to: string): OverviewDay[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return daysBetween(from, to).map((date) => ({
    date,
    sent: byDate.get(date)?.sent ?? 0,
    delivered: byDate.get(date)?.delivered ?? 0,
  }));
}
