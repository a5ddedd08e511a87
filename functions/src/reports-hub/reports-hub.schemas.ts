import { z } from 'zod';
import { isIsoDate } from '../platform/time/zoned-time';

// The Reports hub (docs/areas/reports-hub.md), shared with the SPA: an account's headline figures for a period,
// read from the consolidated overview days (sms_overview_days), a trend over the period, and its best and worst
// campaigns by a chosen metric.

/** The metrics campaigns can be ranked by, with their labels. */
export const HUB_METRICS = {
  deliveryRate: 'Delivery rate',
  replyRate: 'Reply rate',
  clickRate: 'Click rate',
  leads: 'Leads',
  clicks: 'Clicks',
  profit: 'Profit',
} as const;
export type HubMetric = keyof typeof HUB_METRICS;
export const HUB_METRIC_KEYS = Object.keys(HUB_METRICS) as [HubMetric, ...HubMetric[]];
export const DEFAULT_HUB_METRIC: HubMetric = 'deliveryRate';

/** The longest period the hub answers for, in days (three years, a leap day included). */
export const MAX_HUB_DAYS = 1096;
/** A period of at most this many days is drawn a day at a time; a longer one a month at a time. */
export const MAX_DAILY_TREND_DAYS = 92;
/** How many campaigns each of the best and worst lists shows at most. */
export const RANKED_CAMPAIGNS = 5;

export const HUB_TEXTS = {
  badFrom: 'From must be a date written YYYY-MM-DD, such as 2026-11-01.',
  badTo: 'To must be a date written YYYY-MM-DD, such as 2026-11-30.',
  fromAfterTo: 'From must be on or before To.',
  tooLong: `The period can be at most three years (${MAX_HUB_DAYS} days). Choose a shorter one.`,
  badMetric: `Metric must be one of: ${HUB_METRIC_KEYS.join(', ')}.`,
  empty:
    'There is no data for this period: none of your campaigns sent, was replied to or was clicked in it.',
  consolidated: 'The figures come from the overviews, which are consolidated hourly.',
} as const;

const DAY_MS = 24 * 3600 * 1000;
/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, { message });

/** GET /api/reports/hub?from&to&metric: both days South African calendar days, included. */
export const hubQuerySchema = z
  .object({
    from: isoDate(HUB_TEXTS.badFrom),
    to: isoDate(HUB_TEXTS.badTo),
    metric: z.enum(HUB_METRIC_KEYS, { error: HUB_TEXTS.badMetric }).default(DEFAULT_HUB_METRIC),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: HUB_TEXTS.fromAfterTo });
    else if (daysIn(q.from, q.to) > MAX_HUB_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: HUB_TEXTS.tooLong });
  });
export type HubQuery = z.infer<typeof hubQuerySchema>;

/** The headline figures of the period (or of one campaign). Rates are percentages to 2 decimals. */
export const hubFiguresSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  deliveryRate: z.number(),
  replies: z.number().int(),
  replyRate: z.number(),
  leads: z.number().int(),
  optouts: z.number().int(),
  clicks: z.number().int(),
  clickRate: z.number(),
  cost: z.number(),
  revenue: z.number(),
  profit: z.number(),
});
export type HubFigures = z.infer<typeof hubFiguresSchema>;

export const hubCampaignSchema = hubFiguresSchema.extend({
  campaignId: z.number().int(),
  campaignName: z.string(),
  categoryName: z.string(),
  /** The ranking metric's value for this campaign. */
  value: z.number(),
});
export type HubCampaign = z.infer<typeof hubCampaignSchema>;

/** One point of the trend: a day, or a month (its first day in the period), with its counters. */
export const hubTrendPointSchema = z.object({
  start: z.string(),
  sent: z.number().int(),
  delivered: z.number().int(),
  replies: z.number().int(),
  clicks: z.number().int(),
});
export type HubTrendPoint = z.infer<typeof hubTrendPointSchema>;

export const hubResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  metric: z.enum(HUB_METRIC_KEYS),
  currencySymbol: z.string(),
  /** Null when no campaign of the account has a figure in the period (the empty state). */
  totals: hubFiguresSchema.nullable(),
  trend: z.object({ unit: z.enum(['day', 'month']), points: z.array(hubTrendPointSchema) }),
  /** Campaigns that have the metric in the period (a rate needs its denominator), ranked. */
  rankedCampaigns: z.number().int(),
  /** The best first; the worst lists the lowest first; the two never share a campaign. */
  best: z.array(hubCampaignSchema),
  worst: z.array(hubCampaignSchema),
});
export type HubResponse = z.infer<typeof hubResponseSchema>;
