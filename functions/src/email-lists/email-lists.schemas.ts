import { z } from 'zod';
import { listListsRequestSchema } from '../lists/lists.schemas';

// The email lists' contract (spec 2 §2.11, §3 "Email list", §7.8), shared with the SPA.

/** A row of POST /api/email/lists/all (spec 2 §3 "Email list"). status: Queued 0, InProgress 1, Completed 2. */
export const emailListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dateCreated: z.string(),
  contacts: z.number().int(),
  optouts: z.number().int(),
  dmaOptouts: z.number().int(),
  status: z.number().int(),
  newProcess: z.boolean(),
  exclusionList: z.boolean(),
});
export type EmailListRow = z.infer<typeof emailListRowSchema>;

/** POST /api/email/lists/all body: the SMS lists' shape (sort, filter, pagination). */
export const emailListListRequestSchema = listListsRequestSchema;
export const emailListListResponseSchema = z.object({
  rows: z.array(emailListRowSchema),
  totalRows: z.number().int(),
});
export type EmailListListResponse = z.infer<typeof emailListListResponseSchema>;
