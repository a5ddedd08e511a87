import { describe, expect, it } from 'vitest';
import type { CampaignStatusTotals } from '@contracts/campaign-status/campaign-status.schemas';
import {
  chartScale,
  costText,
  dayText,
  failedTotal,
  hasMessages,
  hourText,
  rateText,
} from './status-display';

const totals = (values: Partial<CampaignStatusTotals> = {}): CampaignStatusTotals => ({
  queued: 0,
  inFlight: 0,
  awaitingReports: 0,
  sent: 0,
  delivered: 0,
  undelivered: 0,
  failed: 0,
  suppressed: 0,
  clicks: 0,
  uniqueClicks: 0,
  segments: 0,
  cost: 0,
  deliveryRate: null,
  currencySymbol: 'R',
  ...values,
});

describe('status display', () => {
  it('shows the delivery rate as a percentage with one decimal', () => {
    expect(rateText(11 / 15)).toBe('73.3%');
    expect(rateText(1)).toBe('100.0%');
    expect(rateText(0)).toBe('0.0%');
    expect(rateText(null)).toBe('—');
  });

  it('shows cost with the currency symbol and two decimals', () => {
    expect(costText(4.6234, 'R')).toBe('R4.62');
    expect(costText(1234.5, 'R')).toBe('R1 234.50');
    expect(costText(0, '£')).toBe('£0.00');
    expect(costText(0.005, 'R')).toBe('R0.01');
  });

  it('knows a campaign without any message, and adds undelivered to failed', () => {
    expect(hasMessages(totals())).toBe(false);
    expect(hasMessages(totals({ suppressed: 1 }))).toBe(true);
    expect(hasMessages(totals({ queued: 1 }))).toBe(true);
    expect(failedTotal(totals({ failed: 2, undelivered: 3 }))).toBe(5);
  });

  it('labels hours and days in South African time', () => {
    expect(hourText('2026-03-10T12:00:00.000Z')).toBe('14:00');
    expect(dayText('2026-03-10T22:00:00.000Z')).toBe('Wed 11 Mar');
  });

  it.each([
    [0, 4, [0, 1, 2, 3, 4]],
    [3, 4, [0, 1, 2, 3, 4]],
    [9, 12, [0, 3, 4, 6, 8, 9, 12].filter((t) => t % 3 === 0)],
    [17, 20, [0, 5, 10, 15, 20]],
    [210, 240, [0, 60, 120, 180, 240]],
    [730, 800, [0, 200, 400, 600, 800]],
    [1001, 1200, [0, 300, 600, 900, 1200]],
    [1201, 1600, [0, 400, 800, 1200, 1600]],
  ])('scales a chart whose largest value is %i up to %i', (max, top, ticks) => {
    expect(chartScale(max)).toEqual({ top, ticks });
  });
});
