import { addDays, isIsoDate } from '@contracts/platform/time/zoned-time';
import { southAfricanToday } from '@contracts/overviews/overview-params.schemas';
import {
  DEFAULT_HUB_METRIC,
  HUB_METRIC_KEYS,
  type HubMetric,
} from '@contracts/reports-hub/reports-hub.schemas';

// The hub's period and metric from its page's query (?period=last30, or ?period=custom&from&to; &metric=):
// the presets are South African calendar days (the overviews' days), ending today.

export const PERIOD_PRESETS = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisYear: 'This year',
  custom: 'Custom',
} as const;
export type PeriodChoice = keyof typeof PERIOD_PRESETS;
export const DEFAULT_PERIOD: Exclude<PeriodChoice, 'custom'> = 'last30';

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** A preset's first and last day, today being `today` (South African). */
export function presetBounds(choice: Exclude<PeriodChoice, 'custom'>, today: string) {
  switch (choice) {
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const to = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(to), to };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

export interface HubPeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
  metric: HubMetric;
}

/**
 * The page's period: a known preset, or custom with its from and to as given (the API says what is wrong with
 * them); an unknown period is the default preset, an unknown metric the default metric.
 */
export function hubPeriodOf(params: URLSearchParams, today = southAfricanToday()): HubPeriod {
  const raw = params.get('period');
  const choice = raw && raw in PERIOD_PRESETS ? (raw as PeriodChoice) : DEFAULT_PERIOD;
  const rawMetric = params.get('metric');
  const metric = (HUB_METRIC_KEYS as readonly string[]).includes(rawMetric ?? '')
    ? (rawMetric as HubMetric)
    : DEFAULT_HUB_METRIC;
  if (choice !== 'custom') return { choice, ...presetBounds(choice, today), metric };
  const fallback = presetBounds(DEFAULT_PERIOD, today);
  return {
    choice,
    from: params.get('from')?.trim() || fallback.from,
    to: params.get('to')?.trim() || fallback.to,
    metric,
  };
}

/** Whether both ends are real dates (else the custom fields are still being typed). */
export const isCompletePeriod = (p: { from: string; to: string }) => isIsoDate(p.from) && isIsoDate(p.to);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 1 Nov 2026 (the same in every browser's locale). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
/** Nov 2026. */
export const monthText = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
