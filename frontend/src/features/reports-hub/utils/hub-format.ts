import type { HubMetric } from '@contracts/reports-hub/reports-hub.schemas';
import { countText } from '@/lib/format';

/** Money to 2 decimals with the account's symbol (R1 234.50; -R12.00 for a loss). */
export function moneyText(value: number, symbol: string): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${symbol}${countText(Number(whole))}.${cents}`;
}

/** A rate with a % sign (2 decimals). */
export const rateText = (value: number): string => `${value.toFixed(2)}%`;

/** A metric's value as the hub shows it. */
export function metricText(metric: HubMetric, value: number, symbol: string): string {
  if (metric === 'deliveryRate' || metric === 'replyRate' || metric === 'clickRate') return rateText(value);
  if (metric === 'profit') return moneyText(value, symbol);
  return countText(value);
}
