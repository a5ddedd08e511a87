import { describe, expect, it } from 'vitest';
import { sumCounters, toDaySeries, toOverviewRow } from './overviews.mapper';

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

describe('the day series', () => {
  it('has every day of the month in order, 0 on a day without rows', () => {
    const days = toDaySeries(
      [
        { date: '2024-03-10', sent: 3, delivered: 2 },
        { date: '2024-03-31', sent: 1, delivered: 1 },
      ],
      '2024-03-01',
      '2024-03-31',
    );
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2024-03-01', sent: 0, delivered: 0 });
    expect(days[9]).toEqual({ date: '2024-03-10', sent: 3, delivered: 2 });
    expect(days[30]).toEqual({ date: '2024-03-31', sent: 1, delivered: 1 });
    expect(days.filter((d) => d.sent === 0)).toHaveLength(29);
  });

  it('follows the month length (a leap February, a 30-day month, over a year end)', () => {
    expect(toDaySeries([], '2024-02-01', '2024-02-29')).toHaveLength(29);
    expect(toDaySeries([], '2023-02-01', '2023-02-28')).toHaveLength(28);
    expect(toDaySeries([], '2024-04-01', '2024-04-30')).toHaveLength(30);
    expect(toDaySeries([], '2023-12-30', '2024-01-02').map((d) => d.date)).toEqual([
      '2023-12-30',
      '2023-12-31',
      '2024-01-01',
      '2024-01-02',
    ]);
  });

  it('ignores rows outside the period', () => {
    const days = toDaySeries([{ date: '2024-04-01', sent: 9, delivered: 9 }], '2024-03-31', '2024-03-31');
    expect(days).toEqual([{ date: '2024-03-31', sent: 0, delivered: 0 }]);
  });
});
