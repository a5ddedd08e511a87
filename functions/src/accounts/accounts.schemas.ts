import { z } from 'zod';

/** GET /api/admin/accounts row. */
export const accountSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdDate: z.string(),
  userCount: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
