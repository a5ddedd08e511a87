import { z } from 'zod';

// The email campaigns' contract (spec 2 §2.10, §3 "Email campaign", §7.7), shared with the SPA.

/** Spec 2 §9: 10 rows per page; engagement pickers fetch up to 100,000 (spec 2 §7.7). */
export const EMAIL_CAMPAIGN_PAGE_SIZE = 10;
export const EMAIL_CAMPAIGN_MAX_ROWS_PER_PAGE = 100_000;

/** A row of POST /api/email/campaigns. Times are South African (HH:mm); dates ISO 8601 UTC. */
export const emailCampaignRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  isTransactional: z.boolean(),
  status: z.number().int(),
  providerName: z.string().nullable(),
  createdDate: z.string(),
  nextSegmentBuildDate: z.string().nullable(),
  campaignFinishDate: z.string().nullable(),
  scheduleDays: z.array(z.number().int().min(1).max(7)),
  dailySendStartTime: z.string().nullable(),
  dailySendFinishTime: z.string().nullable(),
  recycleCampaignDays: z.number().int(),
  restPeriodDays: z.number().int(),
  sendActive: z.boolean(),
  archived: z.boolean(),
});
export type EmailCampaignRow = z.infer<typeof emailCampaignRowSchema>;

export const emailCampaignSortFieldSchema = z.enum(['id', 'name', 'createdDate'], {
  error: 'Sort by id, name or createdDate.',
});

export const archivedStatusSchema = z.enum(['Unarchived', 'Archived', 'Both'], {
  error: 'Archived status is Unarchived, Archived or Both.',
});

/** POST /api/email/campaigns body (spec 2 §7.7). categoryId 0 is 'All Categories'. */
export const emailCampaignListRequestSchema = z.object({
  sort: z
    .object({ field: emailCampaignSortFieldSchema, asc: z.boolean() })
    .default({ field: 'name', asc: true }),
  categoryId: z.number().int().min(0).default(0),
  campaignName: z.string().trim().max(200).default(''),
  archivedStatus: archivedStatusSchema.default('Unarchived'),
  includeCampaignStatus: z.boolean().default(true),
  pagination: z
    .object({
      page: z.number({ error: 'Page must be a number.' }).int().min(1, 'Page must be 1 or more.'),
      rowsPerPage: z
        .number({ error: 'Rows per page must be a number.' })
        .int()
        .min(1, 'Rows per page must be between 1 and 100000.')
        .max(EMAIL_CAMPAIGN_MAX_ROWS_PER_PAGE, 'Rows per page must be between 1 and 100000.'),
    })
    .default({ page: 1, rowsPerPage: EMAIL_CAMPAIGN_PAGE_SIZE }),
});
export type EmailCampaignListRequest = z.input<typeof emailCampaignListRequestSchema>;

export const emailCampaignListResponseSchema = z.object({
  rows: z.array(emailCampaignRowSchema),
  totalRows: z.number().int(),
});
export type EmailCampaignListResponse = z.infer<typeof emailCampaignListResponseSchema>;
