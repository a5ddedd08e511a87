import { z } from 'zod';
import { importSourceSchemaFor, listInfoSchema, listListsRequestSchema } from '../lists/lists.schemas';

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

// ---- one list, create and import (spec 2 §7.8; the SMS lists' payloads with e-mail as the key) ----------

/** GET /api/email/lists/{id}: the row plus what the import wizard reads. */
export const emailListSchema = emailListRowSchema.extend({
  listName: z.string(),
  description: z.string().nullable(),
  countryIso3166: z.string(),
});
export type EmailList = z.infer<typeof emailListSchema>;

/** The import part of create and import for e-mail lists: an Email column must be mapped. */
export const emailImportSourceSchema = importSourceSchemaFor('Email');

/** POST /api/email/lists: a new list and its import from a file or a MySQL table. */
export const createEmailListSchema = z.intersection(listInfoSchema, emailImportSourceSchema);
export type CreateEmailList = z.input<typeof createEmailListSchema>;

/** POST /api/email/lists/empty */
export const createEmptyEmailListSchema = listInfoSchema;

/** POST /api/email/lists/{id}/import */
export const importIntoEmailListSchema = emailImportSourceSchema;
export type ImportIntoEmailList = z.input<typeof importIntoEmailListSchema>;

// ---- engaged subscribers (email lists only; spec 1 §3, §9) ------------------------------------------------

/** Spec 1 §9: Opens 1, Clicks 2, Conversions 3 (the numbers email_engagements.type holds). */
export const ENGAGEMENT_TYPES = { Opens: 1, Clicks: 2, Conversions: 3 } as const;
export type EngagementType = keyof typeof ENGAGEMENT_TYPES;
export const ENGAGEMENT_TYPE_NAMES = Object.keys(ENGAGEMENT_TYPES) as EngagementType[];

/** Spec 1 §9: the entire campaign period, or the last 3, 6, 12 or 24 months (by each address's latest engagement). */
export const ENGAGEMENT_PERIODS = {
  Entire: null,
  Last3Months: 3,
  Last6Months: 6,
  Last12Months: 12,
  Last24Months: 24,
} as const;
export type EngagementPeriod = keyof typeof ENGAGEMENT_PERIODS;
export const ENGAGEMENT_PERIOD_NAMES = Object.keys(ENGAGEMENT_PERIODS) as EngagementPeriod[];
export const ENGAGEMENT_PERIOD_LABELS: Record<EngagementPeriod, string> = {
  Entire: 'Entire campaign period',
  Last3Months: 'Last 3 months',
  Last6Months: 'Last 6 months',
  Last12Months: 'Last 12 months',
  Last24Months: 'Last 24 months',
};

export const NO_CAMPAIGN_MESSAGE = 'Please select at least one campaign to import contacts from.';
/** At most this many campaigns in one engaged-subscribers list. */
export const MAX_ENGAGEMENT_CAMPAIGNS = 1000;

const engagementTypeSchema = z.preprocess(
  (v) =>
    typeof v === 'number' ? (ENGAGEMENT_TYPE_NAMES.find((name) => ENGAGEMENT_TYPES[name] === v) ?? v) : v,
  z.enum(ENGAGEMENT_TYPE_NAMES as [EngagementType, ...EngagementType[]], {
    error: 'Engagement type is Opens, Clicks or Conversions.',
  }),
);

/** The engagement part of both engagement payloads. */
export const engagementSourceSchema = z.object({
  engagementCampaigns: z
    .array(z.number({ error: 'Campaign ids are numbers.' }).int().positive(), { error: NO_CAMPAIGN_MESSAGE })
    .min(1, NO_CAMPAIGN_MESSAGE)
    .max(
      MAX_ENGAGEMENT_CAMPAIGNS,
      `Select at most ${MAX_ENGAGEMENT_CAMPAIGNS.toLocaleString('en-ZA')} campaigns.`,
    )
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  engagementType: engagementTypeSchema.default('Opens'),
  engagementPeriod: z
    .enum(ENGAGEMENT_PERIOD_NAMES as [EngagementPeriod, ...EngagementPeriod[]], {
      error: 'Engagement period is Entire, Last3Months, Last6Months, Last12Months or Last24Months.',
    })
    .default('Entire'),
});
export type EngagementSource = z.input<typeof engagementSourceSchema>;

/** POST /api/email/lists/fromEngagements: spec 1 §3 "Engagement-list payload". */
export const createEngagedListSchema = z.intersection(
  listInfoSchema.extend({ permissionToContact: z.boolean().optional() }),
  engagementSourceSchema,
);
export type CreateEngagedList = z.input<typeof createEngagedListSchema>;

/** POST /api/email/lists/{id}/importFromEngagements: spec 1 §3 "Engagement import request" (listId is the path's). */
export const importFromEngagementsSchema = engagementSourceSchema.extend({
  listId: z.number().int().positive().optional(),
});
export type ImportFromEngagements = z.input<typeof importFromEngagementsSchema>;
