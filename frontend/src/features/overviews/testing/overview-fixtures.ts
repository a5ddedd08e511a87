import type { CategoryCounters, OverviewDay, OverviewRow } from '@contracts/overviews/overviews.schemas';
import { addDays } from '@contracts/platform/time/zoned-time';

/** An overview row of a campaign (a loss by default: revenue 0, cost 12.5). */
export const overviewRow = (overrides: Partial<OverviewRow> = {}): OverviewRow => ({
  smsCampaignId: 11,
  campaignName: 'Winter sale',
  currencySymbol: 'R',
  totalInQueue: 1200,
  totalSentThroughGateway: 1000,
  totalDelivered: 950,
  deliveryRate: 95,
  leads: 40,
  responseRate: 5.26,
  optOuts: 10,
  clicked: 120,
  clickRate: 12.63,
  totalRevenue: 0,
  totalCost: 12.5,
  grossProfit: -12.5,
  grossProfitMargin: 0,
  costPerLead: 0.31,
  costPerClick: 0.1,
  ...overrides,
});

export const categoryCounters = (overrides: Partial<CategoryCounters> = {}): CategoryCounters => ({
  queued: 1200,
  sent: 1000,
  delivered: 950,
  deliveryRate: 95,
  leads: 40,
  responseRate: 5.26,
  optouts: 10,
  clicked: 120,
  clickRate: 12.63,
  revenue: 0,
  cost: 12.5,
  grossProfit: -12.5,
  grossProfitMargin: 0,
  costPerLead: 0.31,
  costPerClick: 0.1,
  ...overrides,
});

/** Every day from `from` for `count` days, 0 sent, with the given days' figures. */
export function overviewDays(
  from: string,
  count: number,
  figures: Record<string, { sent: number; delivered: number }> = {},
): OverviewDay[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(from, i);
    return { date, sent: 0, delivered: 0, ...figures[date] };
  });
}

/** MUI X Charts measure their container with ResizeObserver, which jsdom lacks. */
export class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
