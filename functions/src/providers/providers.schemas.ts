import { z } from 'zod';

/** GET /api/sms/providers/short */
export const providerShortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reverseBilled: z.boolean(),
  active: z.boolean(),
});
export type ProviderShort = z.infer<typeof providerShortSchema>;
