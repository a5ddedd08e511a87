import { describe, expect, it } from 'vitest';
import { sumCounters, toOverviewRow } from './overviews.mapper';

const counters = {
  queued: 10,
  sent: 8,
  delivered: 6,
  replies: 3,
  leads: 2,
  optouts: 1,
  clicked: 3,
  cost: 2.4,
  revenue: 0,
};

describe('the overview row', () => {
  it('derives the rates, profit, margin and costs per lead and click', () => {
    expect(toOverviewRow(counters, { id: 7, name: 'Sale' }, 'R')).toEqual({
      smsCampaignId: 7,
      campaignName: 'Sale',
      currencySymbol: 'R',
      totalInQueue: 10,
      totalSentThroughGateway: 8,
      totalDelivered: 6,
      deliveryRate: 75,
      leads: 2,
      responseRate: 50,
      optOuts: 1,
      clicked: 3,
      clickRate: 50,
      totalRevenue: 0,
      totalCost: 2.4,
      grossProfit: -2.4,
      grossProfitMargin: 0,
      costPerLead: 1.2,
      costPerClick: 0.8,
    });
  });

  it('divides by nothing as 0, and takes a margin of revenue', () => {
    const row = toOverviewRow(
      { ...sumCounters([]), revenue: 10, cost: 2.5 },
      { id: null, name: 'Total' },
      'R',
    );
    expect(row).toMatchObject({
      deliveryRate: 0,
      responseRate: 0,
      costPerLead: 0,
      grossProfit: 7.5,
      grossProfitMargin: 75,
    });
  });
});
