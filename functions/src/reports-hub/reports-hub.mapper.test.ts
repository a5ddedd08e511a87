import { describe, expect, it } from 'vitest';
import { rankCampaigns, toHubFigures, toTrend, trendUnit } from './reports-hub.mapper';
import type { HubCampaignRow } from './reports-hub.repository';
import { hubQuerySchema, HUB_TEXTS } from './reports-hub.schemas';

const row = (
  id: number,
  sent: number,
  delivered: number,
  extra: Partial<HubCampaignRow> = {},
): HubCampaignRow => ({
  campaignId: id,
  campaignName: `C${id}`,
  categoryName: 'Cat',
  sent,
  delivered,
  replies: 0,
  leads: 0,
  optouts: 0,
  clicked: 0,
  cost: 0,
  revenue: 0,
  ...extra,
});

describe('reports hub figures', () => {
  it('derives the rates and profit as the overviews do', () => {
    const f = toHubFigures({ ...row(1, 200, 150), replies: 15, clicked: 30, cost: 50.006, revenue: 80 });
    expect(f).toMatchObject({ deliveryRate: 75, replyRate: 10, clickRate: 20, cost: 50.01, profit: 29.99 });
  });

  it('ranks best and worst without sharing a campaign, skipping campaigns without the rate', () => {
    const rows = [row(1, 100, 90), row(2, 100, 50), row(3, 0, 0, { leads: 3 }), row(4, 100, 70)];
    const r = rankCampaigns(rows, 'deliveryRate');
    expect(r.ranked).toBe(3);
    expect(r.best.map((c) => c.campaignId)).toEqual([1, 4]);
    expect(r.worst.map((c) => c.campaignId)).toEqual([2]);
    const leads = rankCampaigns(rows, 'leads');
    expect(leads.best[0]!.campaignId).toBe(3);
    expect(leads.ranked).toBe(4);
  });

  it('caps each list at five', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1, 100, i * 5));
    const r = rankCampaigns(rows, 'deliveryRate');
    expect(r.best.map((c) => c.campaignId)).toEqual([12, 11, 10, 9, 8]);
    expect(r.worst.map((c) => c.campaignId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fills the trend by day or by month', () => {
    expect(trendUnit(92, 92)).toBe('day');
    expect(trendUnit(93, 92)).toBe('month');
    const days = toTrend(
      [{ bucket: '2026-01-02', sent: 5, delivered: 4, replies: 1, clicked: 0 }],
      '2026-01-01',
      '2026-01-03',
      'day',
    );
    expect(days.map((p) => [p.start, p.sent])).toEqual([
      ['2026-01-01', 0],
      ['2026-01-02', 5],
      ['2026-01-03', 0],
    ]);
    const months = toTrend(
      [{ bucket: '2026-02', sent: 7, delivered: 7, replies: 0, clicked: 1 }],
      '2025-12-15',
      '2026-02-10',
      'month',
    );
    expect(months.map((p) => [p.start, p.sent])).toEqual([
      ['2025-12-15', 0],
      ['2026-01-01', 0],
      ['2026-02-01', 7],
    ]);
  });
});

describe('reports hub query', () => {
  const messages = (q: object) => {
    const r = hubQuerySchema.safeParse(q);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('takes a period and a metric (delivery rate by default)', () => {
    expect(hubQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' }).metric).toBe('deliveryRate');
    expect(messages({ from: '2023-01-01', to: '2025-12-31', metric: 'profit' })).toEqual([]);
  });
  it('refuses bad input with a clear text', () => {
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual([HUB_TEXTS.badFrom]);
    expect(messages({ from: '2026-02-01' })).toEqual([HUB_TEXTS.badTo]);
    expect(messages({ from: '2026-03-02', to: '2026-03-01' })).toEqual([HUB_TEXTS.fromAfterTo]);
    expect(messages({ from: '2022-01-01', to: '2025-01-01' })).toEqual([HUB_TEXTS.tooLong]);
    expect(messages({ from: '2026-01-01', to: '2026-01-02', metric: 'opens' })).toEqual([
      HUB_TEXTS.badMetric,
    ]);
  });
});
