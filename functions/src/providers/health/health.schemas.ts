import { z } from 'zod';

/**
 * One provider's health (routing by measured delivery, docs/areas/providers.md). state: Ok (full share of its
 * spreads), Degraded (out of its spreads; a campaign that selected it holds), Recovering (put back gradually:
 * `weight` percent of its full share). deliveryRate: delivered share of its messages judged in the last hour
 * (null: too few to judge); norm: its usual share (its last 7 days); errorRate: failed share of its last
 * minutes' send attempts (null: too few). Times are ISO UTC; since: when the state began; until: when the
 * cool-down or the ramp step ends.
 */
export const providerHealthSchema = z.object({
  providerId: z.number().int(),
  name: z.string(),
  state: z.enum(['Ok', 'Degraded', 'Recovering']),
  weight: z.number().int().min(0).max(100),
  since: z.string().nullable(),
  until: z.string().nullable(),
  /** Why it was degraded, in the user's terms, e.g. "delivery 41% in the last hour against its usual 96%". */
  reason: z.string().nullable(),
  deliveryRate: z.number().min(0).max(1).nullable(),
  norm: z.number().min(0).max(1).nullable(),
  errorRate: z.number().min(0).max(1).nullable(),
  evaluatedAt: z.string().nullable(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

/** On the Settings card's provider rows: the state, the share while recovering, why it is degraded. */
export const providerHealthBadgeSchema = providerHealthSchema.pick({
  state: true,
  weight: true,
  reason: true,
});
export type ProviderHealthBadge = z.infer<typeof providerHealthBadgeSchema>;

/** GET /api/sms/providers/health: the account's active providers. */
export const providerHealthListSchema = z.object({ providers: z.array(providerHealthSchema) });
export type ProviderHealthList = z.infer<typeof providerHealthListSchema>;

/**
 * On a campaign's status page: the campaign's providers that are not Ok, and, for a selected-provider
 * campaign whose provider is degraded or recovering, why its messages wait.
 */
export const campaignProviderHealthSchema = z.object({
  providers: z.array(providerHealthSchema),
  hold: z.string().nullable(),
  /** A spread whose every provider is degraded: its messages still go to all of them. */
  allDegraded: z.boolean(),
});
export type CampaignProviderHealth = z.infer<typeof campaignProviderHealthSchema>;
