import { z } from 'zod';
import { addDays } from '../platform/time/zoned-time';
import {
  dailyRange,
  dateOr,
  monthOrCurrent,
  southAfricanToday,
  yearOrCurrent,
} from './overview-params.schemas';

// The SMS overviews (spec 2 §2.4-2.6, §3, §7.2), shared with the SPA. Bodies never fail validation: a bad
// or missing value falls back as the page's query parameters do (spec 2 §5).

export const OVERVIEW_TEXTS = {
  empty: 'There is no data for this time period.',
  exclusionDay:
    'This day is a weekend day or a public holiday or otherwise an exclusion day. Therefore no SMS were sent on this day.',
  importantColumns: 'Show important columns',
  allColumns: 'Show all columns',
  consolidationNote:
    'The data on this page is consolidated hourly. Rebuild recalculates the shown period from every message; it may take long.',
} as const;

/** Spec 2 §9: where the browser remembers the column switches and the date mode. */
export const STORAGE_KEYS = {
  monthlyColumns: 'smsOverMonCampResponsive',
  dailyColumns: 'smsOverDailyCampResponsive',
  dateMode: 'dateMode',
} as const;

/** Spec 2 §9: the category overview shows Rand. */
export const CATEGORY_CURRENCY_SYMBOL = 'R';

const refresh = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'true');
/** A body that is missing or not an object reads as {} (every field then falls back). */
const any = () => z.unknown().optional();
const bodyOf = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object(shape));

/** POST /api/sms/overview/campaign/monthly. */
export const monthlyOverviewRequestSchema = bodyOf({ year: any(), month: any(), refresh }).transform((b) => ({
  year: yearOrCurrent(b.year),
  month: monthOrCurrent(b.month),
  refresh: b.refresh,
}));
export type MonthlyOverviewRequest = { year: number; month: number; refresh?: boolean };

/** POST /api/sms/overview/campaign/daily: one day, or with rangeMode the days date to endDate. */
export const dailyOverviewRequestSchema = bodyOf({
  date: any(),
  endDate: any(),
  rangeMode: any(),
  refresh,
}).transform((b) => {
  const rangeMode = b.rangeMode === true || b.rangeMode === 'true';
  const today = southAfricanToday();
  if (!rangeMode) {
    const date = dateOr(b.date, today);
    return { rangeMode, startDate: date, endDate: date, refresh: b.refresh };
  }
  return { rangeMode, ...dailyRange(b.date, b.endDate, today), refresh: b.refresh };
});
export type DailyOverviewRequest = { date: string; endDate?: string; rangeMode: boolean; refresh?: boolean };

/** POST /api/sms/overview/category: both days included; an end before the start becomes the start. */
export const categoryOverviewRequestSchema = bodyOf({ fromInclusive: any(), toInclusive: any() }).transform(
  (b) => {
    const today = southAfricanToday();
    const from = dateOr(b.fromInclusive, today);
    const to = dateOr(b.toInclusive, addDays(today, 1));
    return { fromInclusive: from, toInclusive: to < from ? from : to };
  },
);
export type CategoryOverviewRequest = { fromInclusive: string; toInclusive: string };

/** Spec 2 §3: an overview row by campaign (the totals row has smsCampaignId null). */
export const overviewRowSchema = z.object({
  smsCampaignId: z.number().int().nullable(),
  campaignName: z.string(),
  currencySymbol: z.string(),
  totalInQueue: z.number(),
  totalSentThroughGateway: z.number(),
  totalDelivered: z.number(),
  deliveryRate: z.number(),
  leads: z.number(),
  responseRate: z.number(),
  optOuts: z.number(),
  clicked: z.number(),
  clickRate: z.number(),
  totalRevenue: z.number(),
  totalCost: z.number(),
  grossProfit: z.number(),
  grossProfitMargin: z.number(),
  costPerLead: z.number(),
  costPerClick: z.number(),
});
export type OverviewRow = z.infer<typeof overviewRowSchema>;

/** A Rebuild of the shown period (queued by refresh: true) and how far it got. */
export const rebuildStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(['Queued', 'InProgress', 'Completed', 'Failed']),
  periodFrom: z.string(),
  periodTo: z.string(),
  daysDone: z.number().int(),
  daysTotal: z.number().int(),
  errorText: z.string().nullable(),
});
export type RebuildStatus = z.infer<typeof rebuildStatusSchema>;

/** One day of the period: messages sent through the gateway and delivered, over all the campaigns. */
export const overviewDaySchema = z.object({
  date: z.string(),
  sent: z.number().int(),
  delivered: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** The longest range (in days) whose day series the daily response carries; a longer range has none. */
export const MAX_SERIES_DAYS = 366;

/** Spec 2 §3: the monthly response (the daily one adds isExclusionDay). */
export const monthlyOverviewResponseSchema = z.object({
  monthName: z.string(),
  year: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  data: z.array(overviewRowSchema),
  totals: overviewRowSchema,
  /** The rebuild this request queued (refresh: true), else null. */
  rebuild: rebuildStatusSchema.nullable(),
  /** Every day of the month (0 on a day without sends), for the chart of sent and delivered per day. */
  days: z.array(overviewDaySchema),
});
export type MonthlyOverviewResponse = z.infer<typeof monthlyOverviewResponseSchema>;

export const dailyOverviewResponseSchema = monthlyOverviewResponseSchema.extend({
  isExclusionDay: z.boolean(),
  /** Every day of the period (one for a single day); null for a range longer than MAX_SERIES_DAYS. */
  days: z.array(overviewDaySchema).nullable(),
});
export type DailyOverviewResponse = z.infer<typeof dailyOverviewResponseSchema>;

/** Spec 2 §3: the category overview's counters (a category, or the totals). */
export const categoryCountersSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  deliveryRate: z.number(),
  leads: z.number(),
  responseRate: z.number(),
  optouts: z.number(),
  clicked: z.number(),
  clickRate: z.number(),
  revenue: z.number(),
  cost: z.number(),
  grossProfit: z.number(),
  grossProfitMargin: z.number(),
  costPerLead: z.number(),
  costPerClick: z.number(),
});
export type CategoryCounters = z.infer<typeof categoryCountersSchema>;

export const categoryItemSchema = categoryCountersSchema.extend({
  categoryId: z.number().int(),
  categoryName: z.string(),
  campaigns: z.array(overviewRowSchema),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const categoryOverviewResponseSchema = z.object({
  fromInclusive: z.string(),
  toInclusive: z.string(),
  items: z.array(categoryItemSchema),
  totals: categoryCountersSchema,
});
export type CategoryOverviewResponse = z.infer<typeof categoryOverviewResponseSchema>;

/** GET /api/sms/overview/rebuilds/{id}. */
export const rebuildIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Rebuild id must be a number.' })
    .int('Rebuild id must be a whole number.')
    .positive('Rebuild id must be a positive number.'),
});
