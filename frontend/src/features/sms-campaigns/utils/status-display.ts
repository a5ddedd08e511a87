import dayjs from 'dayjs';
import type { CampaignStatusTotals } from '@contracts/campaign-status/campaign-status.schemas';
import { countText, TIME_ZONE_BASE } from '@/lib/format';

/** '73.3%' for 0.7333; an em dash before anything was sent. */
export const rateText = (rate: number | null): string =>
  rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;

/** 'R1 234.50': the symbol, thousands grouped with spaces, two decimals. */
export function costText(cost: number, symbol: string): string {
  const [whole = '0', cents = '00'] = (Math.round(cost * 100) / 100).toFixed(2).split('.');
  return `${symbol}${countText(Number(whole))}.${cents}`;
}

/** Whether the campaign ever had a message (accepted, refused as suppressed, or failed). */
export const hasMessages = (totals: CampaignStatusTotals): boolean =>
  totals.queued + totals.sent + totals.suppressed + totals.failed + totals.undelivered > 0;

/**
 * Whether the figures are still moving: messages queued but not yet sent or failed, or recent sends whose
 * delivery reports have not come yet. The page refreshes itself while this holds.
 */
export const isStatusLive = (totals: CampaignStatusTotals): boolean =>
  totals.inFlight > 0 || totals.awaitingReports > 0;

/** Failed as the page shows it: could not be sent, plus sent but reported undelivered. */
export const failedTotal = (totals: CampaignStatusTotals): number => totals.failed + totals.undelivered;

/** An hour of the chart in South African time: '14:00'. */
export const hourText = (iso: string): string => dayjs.utc(iso).tz(TIME_ZONE_BASE).format('HH:mm');

/** The day an hour falls on in South African time: 'Tue 10 Mar'. */
export const dayText = (iso: string): string => dayjs.utc(iso).tz(TIME_ZONE_BASE).format('ddd D MMM');

/** A round top for the chart's scale (at least 4) and its gridlines: 0, ¼, ½, ¾ and all of it. */
export function chartScale(max: number): { top: number; ticks: number[] } {
  const wanted = Math.max(4, max);
  const rough = wanted / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10]
      .map((m) => m * magnitude)
      .find((s) => s >= rough && Number.isInteger(s)) ?? rough;
  const top = step * 4;
  return { top, ticks: [0, step, step * 2, step * 3, top] };
}
