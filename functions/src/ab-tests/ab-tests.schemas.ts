import { z } from 'zod';
import { AB_METRICS } from '../campaigns/campaigns.schemas';

/** The text the status page shows when no variant won significantly. */
export const NO_DIFFERENCE = 'No significant difference: the rest of the audience got the first message.';

/** One variant of an A/B message test on the status page: its test messages' figures. */
export const abVariantStatusSchema = z.object({
  messageId: z.number().int(),
  /** "Message 2": the message's place in the Messages step. */
  label: z.string(),
  message: z.string(),
  sent: z.number().int(),
  delivered: z.number().int(),
  /** Messages with the metric (clicked, or answered with a lead or a reply). */
  count: z.number().int(),
  /** count / delivered (or / sent when the test has no delivery reports); 0 when nothing was sent. */
  rate: z.number(),
});

/**
 * The campaign's A/B message test: Planned before its segment sends, Testing while the test share goes out,
 * Waiting until decideAt, Decided with the decision.
 */
export const abTestStatusSchema = z.object({
  metric: z.enum(AB_METRICS),
  testPercent: z.number().int(),
  waitHours: z.number().int(),
  state: z.enum(['Planned', 'Testing', 'Waiting', 'Decided']),
  testSize: z.number().int().nullable(),
  decideAt: z.string().nullable(),
  decision: z
    .object({
      messageId: z.number().int(),
      label: z.string(),
      significant: z.boolean(),
      pValue: z.number(),
      decidedAt: z.string(),
    })
    .nullable(),
  variants: z.array(abVariantStatusSchema),
});
export type AbTestStatus = z.infer<typeof abTestStatusSchema>;
