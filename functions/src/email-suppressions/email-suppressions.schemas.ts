import { z } from 'zod';
import { pageQueryFields } from '../platform/http/paging.schemas';

// Settings › Email suppressions: the addresses the account may no longer e-mail (unsubscribed, hard bounce,
// complaint) and the ones it lifted, with who lifted them and when. Shared with the SPA.

export const EMAIL_SUPPRESSION_PAGE_SIZE = 10;

export const EMAIL_SUPPRESSION_REASON_LABELS = {
  Unsubscribe: 'Unsubscribe',
  Bounce: 'Bounce',
  Complaint: 'Complaint',
  Manual: 'Manual',
} as const;

/** GET /api/email/suppressions?search=&page=&rowsPerPage= (search: part of the address). */
export const emailSuppressionsQuerySchema = z.object({
  search: z.string().trim().max(254, 'Search must be 254 characters or less.').default(''),
  ...pageQueryFields(EMAIL_SUPPRESSION_PAGE_SIZE),
});
export type EmailSuppressionsQuery = z.input<typeof emailSuppressionsQuerySchema>;

export const emailSuppressionRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  reason: z.enum(['Unsubscribe', 'Bounce', 'Complaint', 'Manual']),
  campaignId: z.number().int().nullable(),
  /** When the address was suppressed (ISO 8601 UTC). */
  createdDate: z.string(),
  /** Set once lifted: the address may be e-mailed again. */
  liftedDate: z.string().nullable(),
  liftedBy: z.string().nullable(),
});
export type EmailSuppressionRow = z.infer<typeof emailSuppressionRowSchema>;

export const emailSuppressionsResponseSchema = z.object({
  rows: z.array(emailSuppressionRowSchema),
  totalRows: z.number().int(),
});
export type EmailSuppressionsResponse = z.infer<typeof emailSuppressionsResponseSchema>;

export const emailSuppressionPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Suppression id must be a number.' })
    .int('Suppression id must be a whole number.')
    .positive('Suppression id must be a positive number.'),
});
