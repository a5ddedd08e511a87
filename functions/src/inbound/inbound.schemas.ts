import { z } from 'zod';

/** POST /api/webhooks/sms/{providerId}/inbound: the id is checked with the secret (401 when unknown). */
export const inboundPathSchema = z.object({ providerId: z.string() });

/** The body is the provider's (an array of message objects); its gateway parses it after the secret is checked. */
export const inboundBodySchema = z.unknown();

/** What the inbound webhook answers: how many messages came, and what became of them. */
export const inboundAnswerSchema = z.object({
  received: z.number().int(),
  /** Replies stored now (leads + optouts + unallocated). */
  stored: z.number().int(),
  /** The same message again (provider and provider's message id): nothing changed. */
  duplicates: z.number().int(),
  leads: z.number().int(),
  optouts: z.number().int(),
  unallocated: z.number().int(),
  /** Stored replies that answer none of the account's messages (the inbox shows N/A for the campaign). */
  withoutCampaign: z.number().int(),
});
export type InboundAnswer = z.infer<typeof inboundAnswerSchema>;
