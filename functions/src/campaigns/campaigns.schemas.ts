import { z } from 'zod';
import { paginationSchema } from '../platform/http/paging.schemas';
import { categoryChoiceSchema, categorySchema } from '../categories/categories.schemas';
import { callbackUrlSchema } from '../webhooks/webhooks.schemas';
import { audienceSchema } from './campaign-audience.schemas';

/** Spec 1 §4: Dormant 0, Completed 1, Queued 2, Sending 3, BuildingSegment 4, Active 5. */
export const CAMPAIGN_STATUS = {
  Dormant: 0,
  Completed: 1,
  Queued: 2,
  Sending: 3,
  BuildingSegment: 4,
  Active: 5,
} as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];

/** The Active switch is on while the campaign works: Active, or building, queued or sending a segment. */
export const isActiveStatus = (status: number): boolean =>
  status === CAMPAIGN_STATUS.Active ||
  status === CAMPAIGN_STATUS.Queued ||
  status === CAMPAIGN_STATUS.Sending ||
  status === CAMPAIGN_STATUS.BuildingSegment;

/** Spec 1 §3: Simple 0, LongRunning 1, Transactional 2. */
export const CAMPAIGN_TYPE = { Simple: 0, LongRunning: 1, Transactional: 2 } as const;
export type CampaignType = (typeof CAMPAIGN_TYPE)[keyof typeof CAMPAIGN_TYPE];

export const CAMPAIGN_PAGE_SIZE = 10;
export const CAMPAIGN_TIME_ZONE_BASE = 'Africa/Johannesburg';
export const MAX_MESSAGE_LENGTH = 1600;
/** The one message variable (spec 1 §9): replaced by the campaign's tracked short link when sending. */
export const CLICK_URL_VARIABLE = '#CLICKURL#';
/** Length of the code after the short URL host in a tracked link. */
export const SHORT_URL_CODE_LENGTH = 7;

const campaignName = z
  .string({ error: 'Campaign name is required.' })
  .trim()
  .min(1, 'Campaign name is required.')
  .max(200, 'Campaign name is too long (at most 200 characters).');

// ---- list ---------------------------------------------------------------------------------

/** A row of POST /api/sms/campaigns/list. Times are South African (HH:mm); dates ISO 8601 UTC. */
export const campaignRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  isTransactional: z.boolean(),
  status: z.number().int(),
  providerName: z.string().nullable(),
  reverseBilled: z.boolean().nullable(),
  createdDate: z.string(),
  nextSegmentBuildDate: z.string().nullable(),
  campaignFinishDate: z.string().nullable(),
  scheduleDays: z.array(z.number().int().min(1).max(7)),
  dailySendStartTime: z.string().nullable(),
  dailySendFinishTime: z.string().nullable(),
  recycleCampaignDays: z.number().int(),
  restPeriodDays: z.number().int(),
  sendStatus: z.number().int(),
  receiveStatus: z.number().int(),
  timeZone: z.string(),
  archived: z.boolean(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignSortFieldSchema = z.enum(['id', 'name', 'createdDate'], {
  error: 'Sort by id, name or createdDate.',
});

const filterSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('category'),
    operation: z.literal('Equals'),
    value: z.coerce.number().int().positive(),
  }),
  z.object({
    field: z.literal('campaignName'),
    operation: z.literal('Contains'),
    value: z.string().trim().max(200),
  }),
  z.object({ field: z.literal('archived'), operation: z.literal('Equals'), value: z.boolean() }),
]);

/** POST /api/sms/campaigns/list body. */
export const campaignListRequestSchema = z.object({
  sort: z
    .object({
      field: campaignSortFieldSchema,
      direction: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }),
    })
    .default({ field: 'name', direction: 'asc' }),
  filters: z.array(filterSchema).max(10).default([]),
  pagination: paginationSchema(CAMPAIGN_PAGE_SIZE),
});
export type CampaignListRequest = z.input<typeof campaignListRequestSchema>;

export const campaignListResponseSchema = z.object({
  rows: z.array(campaignRowSchema),
  totalRows: z.number().int(),
});
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

// ---- create -------------------------------------------------------------------------------

/** POST /api/sms/campaigns/transactional body: a name plus an existing category id or a new category name. */
export const createTransactionalCampaignSchema = z.intersection(
  z.object({ name: campaignName }),
  categoryChoiceSchema,
);
export type CreateTransactionalCampaign = z.input<typeof createTransactionalCampaignSchema>;

export const createdCampaignSchema = z.object({ id: z.number().int() });

// ---- edit sections ------------------------------------------------------------------------

export const providerOptionSchema = z.enum(['SpreadStandard', 'SpreadReverseBilled', 'SelectedProvider']);
export type ProviderOption = z.infer<typeof providerOptionSchema>;

/** The Provider step. spreadStandard / spreadReverseBilled are derived from option in answers. */
export const providerStepSchema = z
  .object({
    option: providerOptionSchema.nullable(),
    providerId: z.number().int().positive().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.option === null)
      ctx.addIssue({ code: 'custom', path: ['option'], message: 'Please select a provider option' });
    else if (v.option === 'SelectedProvider' && v.providerId === null) {
      ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'Please select a provider' });
    }
  });
export type ProviderStep = z.infer<typeof providerStepSchema>;

/** Spec 1 §5: an http, https or www URL with a dotted host name and no spaces. */
export function isValidClickUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  const candidate = /^www\./i.test(value) ? `https://${value}` : value;
  if (!/^https?:\/\//i.test(candidate)) return false;
  try {
    const host = new URL(candidate).hostname;
    return /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
}

export const messageSchema = z.object({
  id: z.number().int().positive().nullable(),
  active: z.boolean(),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(MAX_MESSAGE_LENGTH, `A message can have at most ${MAX_MESSAGE_LENGTH} characters.`),
  /** A variant of the campaign's A/B message test. */
  abVariant: z.boolean().optional().default(false),
});

export const AB_METRICS = ['clicks', 'leads', 'replies'] as const;
/** An A/B message test's settings (docs/areas/sending-sms.md, "A/B message tests"). */
export const abTestSettingsSchema = z.object({
  metric: z.enum(AB_METRICS, { error: 'Please choose what the test measures' }),
  testPercent: z
    .number({ error: 'Please enter the test share' })
    .int('The test share must be a whole percentage.')
    .min(5, 'The test share must be between 5% and 50%.')
    .max(50, 'The test share must be between 5% and 50%.'),
  waitHours: z
    .number({ error: 'Please enter how long to wait' })
    .int('The wait must be whole hours.')
    .min(1, 'The wait must be between 1 and 72 hours.')
    .max(72, 'The wait must be between 1 and 72 hours.'),
});
export type AbTestSettings = z.infer<typeof abTestSettingsSchema>;
export const AB_VARIANTS_NEEDED = 'Mark two to four active messages for the A/B test.';

/** The Messages step. Answers of PATCH /messages give the saved ids in order. */
export const messagesStepSchema = z
  .object({
    messages: z.array(messageSchema).max(50, 'A campaign can have at most 50 messages.'),
    clickUrl: z
      .string()
      .trim()
      .max(2000, 'Click URL must be a valid URL.')
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isValidClickUrl(v), 'Click URL must be a valid URL.'),
    /** The A/B message test (null or left out: none). */
    abTest: abTestSettingsSchema.nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.messages.some((m) => m.active)) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'Please add at least one active message' });
    }
    const variants = v.messages.filter((m) => m.active && m.abVariant).length;
    if (v.abTest && (variants < 2 || variants > 4)) {
      ctx.addIssue({ code: 'custom', path: ['abTest'], message: AB_VARIANTS_NEEDED });
    }
  });
export type MessagesStep = z.input<typeof messagesStepSchema>;

export const replyTypeSchema = z.enum(['Default', 'Static', 'IdNumber', 'Email'], {
  error: 'Please select a reply type',
});

/** The Replies step. */
export const repliesStepSchema = z
  .object({
    receiveActive: z.boolean(),
    type: replyTypeSchema.nullable(),
    staticKeyword: z.string().trim().max(50, 'The keyword can have at most 50 characters.').nullable(),
    /**
     * Where the campaign's replies, leads, opt-outs and delivery reports are posted (optional; empty is
     * none). Left out of a request: the saved URL stays.
     */
    callbackUrl: callbackUrlSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === null)
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'Please select a reply type' });
    if (v.type === 'Static' && !v.staticKeyword) {
      ctx.addIssue({ code: 'custom', path: ['staticKeyword'], message: 'Please enter a keyword' });
    }
  });
export type RepliesStep = z.infer<typeof repliesStepSchema>;
export type RepliesStepInput = z.input<typeof repliesStepSchema>;

/** GET /api/sms/campaigns/{id}. A step never saved is null (Untouched in the editor). */
export const campaignSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  category: categorySchema,
  active: z.boolean(),
  status: z.number().int(),
  archived: z.boolean(),
  timeZone: z.string(),
  provider: z
    .object({
      option: providerOptionSchema,
      providerId: z.number().int().nullable(),
      spreadStandard: z.boolean(),
      spreadReverseBilled: z.boolean(),
    })
    .nullable(),
  messages: z
    .object({
      messages: z.array(
        z.object({
          id: z.number().int(),
          active: z.boolean(),
          message: z.string(),
          abVariant: z.boolean().optional(),
        }),
      ),
      clickUrl: z.string().nullable(),
      abTest: abTestSettingsSchema.nullable().optional(),
    })
    .nullable(),
  replies: z
    .object({
      receiveActive: z.boolean(),
      type: replyTypeSchema,
      staticKeyword: z.string().nullable(),
      callbackUrl: z.string().nullable(),
    })
    .nullable(),
  /** The Audience and schedule step of Simple and Long Running campaigns (null: Untouched, or transactional). */
  audience: audienceSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Campaign id must be a number' })
    .int('Campaign id must be a whole number')
    .positive('Campaign id must be a positive number'),
});

export const changeNameSchema = z.object({ name: campaignName });
export const sendActiveSchema = z.object({
  active: z.boolean({ error: 'Say whether the campaign is active.' }),
});
export const savedMessageIdsSchema = z.object({ ids: z.array(z.number().int()) });

export const ACTIVATION_NEEDS_MESSAGE = 'You must have at least one active message to activate the campaign.';
