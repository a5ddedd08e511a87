import { z } from 'zod';

/** POST /api/webhooks/sms/{providerId}/delivery-reports: the id is checked with the secret (401 when unknown). */
export const deliveryReportsPathSchema = z.object({ providerId: z.string() });

/** The body is the provider's (an array of message objects); its gateway parses it after the secret is checked. */
export const deliveryReportsBodySchema = z.unknown();

/** What the webhook answers: how many reports came, and what became of them. */
export const deliveryReportsAnswerSchema = z.object({
  received: z.number().int(),
  /** Reports of messages that moved to Delivered or Undelivered. */
  applied: z.number().int(),
  /** Reports kept without changing the message (in progress, or the message already final). */
  recorded: z.number().int(),
  /** The same report again (provider, message and status): nothing changed. */
  duplicates: z.number().int(),
  /** Reports of message ids we do not know: kept, acknowledged. */
  unmatched: z.number().int(),
});
export type DeliveryReportsAnswer = z.infer<typeof deliveryReportsAnswerSchema>;
