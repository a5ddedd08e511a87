import { abTestStatusSchema } from '../ab-tests/ab-tests.schemas';
import { z } from 'zod';
import { campaignProviderHealthSchema } from '../providers/health/health.schemas';

/** The chart's window by default (hours, ending with the current hour) and at most (31 days). */
export const STATUS_DEFAULT_HOURS = 48;
export const STATUS_MAX_HOURS = 24 * 31;

/** GET /api/sms/campaigns/{id}/status?hours= */
export const campaignStatusQuerySchema = z.object({
  hours: z.coerce
    .number({ error: 'Hours must be a number.' })
    .int('Hours must be a whole number.')
    .min(1, `Hours must be between 1 and ${STATUS_MAX_HOURS}.`)
    .max(STATUS_MAX_HOURS, `Hours must be between 1 and ${STATUS_MAX_HOURS}.`)
    .default(STATUS_DEFAULT_HOURS),
});

const count = z.number().int().nonnegative();

/**
 * The campaign's counters since its first message, from the hourly counters. queued counts every message
 * accepted for sending; inFlight those accepted but neither sent nor failed yet. failed (could not be
 * sent) and undelivered (sent, the network reported it undelivered) are separate; the page shows their
 * sum as Failed. awaitingReports: sent in the current or the previous hour and not yet reported delivered
 * or undelivered (the page keeps refreshing for them; a report that never comes stops counting within two
 * hours). deliveryRate is delivered / sent (0..1), null before anything was sent.
 */
export const campaignStatusTotalsSchema = z.object({
  queued: count,
  inFlight: count,
  awaitingReports: count,
  sent: count,
  delivered: count,
  undelivered: count,
  failed: count,
  suppressed: count,
  clicks: count,
  uniqueClicks: count,
  segments: count,
  cost: z.number().nonnegative(),
  deliveryRate: z.number().min(0).max(1).nullable(),
  /** The account's currency symbol for cost ('R' for South African accounts). */
  currencySymbol: z.string(),
});
export type CampaignStatusTotals = z.infer<typeof campaignStatusTotalsSchema>;

/** One UTC hour of the window (every hour is present; hours with nothing are zeros). */
export const campaignStatusHourSchema = z.object({ hour: z.string(), sent: count, delivered: count });
export type CampaignStatusHour = z.infer<typeof campaignStatusHourSchema>;

/**
 * A scheduled campaign's current segment (its latest completed build): how many of its members were
 * queued to send, how many were handed to sending so far and how many wait for a window; the window open
 * now or the next one (null when none is left before the finish date); today's public holiday when today
 * is an exclusion day on the campaign's clock; the next segment build (Long Running). Times are ISO UTC.
 */
export const campaignSegmentSchema = z.object({
  buildId: z.number().int(),
  builtAt: z.string(),
  queued: count,
  released: count,
  pending: count,
  timeZone: z.string(),
  window: z.object({ opensAt: z.string(), closesAt: z.string(), open: z.boolean() }).nullable(),
  holidayToday: z.string().nullable(),
  nextBuildAt: z.string().nullable(),
});
export type CampaignSegment = z.infer<typeof campaignSegmentSchema>;

export const campaignStatusSchema = z.object({
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.number().int(),
    isTransactional: z.boolean(),
    status: z.number().int(),
    archived: z.boolean(),
    /** The campaign's own clock (IANA name). */
    timeZone: z.string(),
    /** A Simple or Long Running campaign's next segment build (ISO UTC); null otherwise or when none is due. */
    nextSegmentBuildAt: z.string().nullable(),
  }),
  totals: campaignStatusTotalsSchema,
  /** Oldest first; hours.length === the requested hours. */
  series: z.array(campaignStatusHourSchema),
  /** Simple and Long Running campaigns once a segment was built; null otherwise. */
  segment: campaignSegmentSchema.nullable(),
  /** The campaign's providers that are degraded or recovering, and why its messages hold (issue 30). */
  providerHealth: campaignProviderHealthSchema.optional(),
  /** The campaign's A/B message test, when it has one (issue 31). */
  abTest: abTestStatusSchema.optional(),
});
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;
