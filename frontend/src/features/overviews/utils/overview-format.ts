import { countText } from '@/lib/format';

/** Spec 2 §9: money to 2 decimals with the row's symbol (R1 234.50; -R12.00 for a loss). */
export function moneyText(value: number, symbol: string): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${symbol}${countText(Number(whole))}.${cents}`;
}

/** Spec 2 §9: rates with a % sign (2 decimals). */
export const rateText = (value: number): string => `${value.toFixed(2)}%`;

/** Spec 2 §9: gross profit is green at 0 or above, red below. */
export const profitColor = (value: number): 'success.main' | 'error.main' =>
  value >= 0 ? 'success.main' : 'error.main';
