import { z } from 'zod';
import { pageQueryFields, paginationSchema } from '../platform/http/paging.schemas';
import { isIsoDate, isTimeZone } from '../platform/time/zoned-time';

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
  pagination: paginationSchema(EMAIL_CAMPAIGN_PAGE_SIZE, EMAIL_CAMPAIGN_MAX_ROWS_PER_PAGE),
});
export type EmailCampaignListRequest = z.input<typeof emailCampaignListRequestSchema>;

export const emailCampaignListResponseSchema = z.object({
  rows: z.array(emailCampaignRowSchema),
  totalRows: z.number().int(),
});
export type EmailCampaignListResponse = z.infer<typeof emailCampaignListResponseSchema>;

// ---- everything but the list (ecamp): create, edit, body, Active/Dormant, status, send rounds ------------

/** Spec 2 §4 (the status values shared with esend's scheduler). */
export const EMAIL_CAMPAIGN_STATUS = {
  Dormant: 0,
  Completed: 1,
  Queued: 2,
  Sending: 3,
  BuildingSegment: 4,
  Active: 5,
} as const;

/** South African time: the list's times and the default time zone (as SMS campaigns). */
export const EMAIL_CAMPAIGN_TIME_ZONE_BASE = 'Africa/Johannesburg';
/** Recycle and rest days are at most this many (as SMS campaigns). */
export const EMAIL_MAX_SCHEDULE_DAYS = 3650;
/** Stored body limits (as landing pages): html 2 MB, the builder's project data 5 MB. */
export const MAX_EMAIL_BODY_HTML_BYTES = 2 * 1024 * 1024;
export const MAX_EMAIL_BODY_JSON_BYTES = 5 * 1024 * 1024;

export const EMAIL_CAMPAIGN_TEXTS = {
  nameRequired: 'Campaign name is required.',
  nameTooLong: 'Campaign name is too long (at most 200 characters).',
  fromEmail: 'Please enter a valid from address.',
  replyTo: 'Please enter a valid reply-to address.',
  noVerifiedDomain:
    'Your account has no verified sending domain yet. Verify a domain before choosing a from address.',
  /** The from address's domain is not one of the account's verified domains. */
  unverifiedDomain: (domain: string, verified: string[]) =>
    `${domain} is not one of your verified sending domains (${verified.join(', ')}). Use an address on one of them.`,
  subjectTooLong: 'The subject can have at most 500 characters.',
  preheaderTooLong: 'The preheader can have at most 500 characters.',
  fromNameTooLong: 'The from name can have at most 200 characters.',
  bothWays: 'A list cannot be both in the audience and excluded from it.',
  dmaInAudience: (name: string) =>
    `'${name}' is a DMA Exclusion list: it always excludes, so it cannot be in the audience.`,
  noDays: 'Please select at least one schedule day.',
  startTime: 'Please enter the daily send start time (HH:mm).',
  finishTime: 'Please enter the daily send finish time (HH:mm).',
  windowOrder: 'The daily send finish time must be after the start time.',
  timeZone: 'Please select a valid time zone.',
  startDate: 'Please select a start date.',
  finishDate: 'Please select a valid campaign finish date.',
  finishBeforeStart: 'The campaign finish date must be on or after the start date.',
  recycleDays: 'Recycle campaign days must be a whole number from 0 (send once) to 3650.',
  restDays: 'Rest period days must be a whole number from 0 to 3650.',
  htmlTooLarge: 'The e-mail body is larger than 2 MB.',
  jsonTooLarge: 'The builder data is larger than 5 MB.',
  scripts: 'An e-mail body cannot contain scripts.',
  // Activation (the Active/Dormant switch): what is missing, one message each.
  needsSubject: 'Add a subject before activating the campaign.',
  needsFrom: 'Add a from address on one of your verified sending domains before activating the campaign.',
  needsBody: 'Design the e-mail body before activating the campaign.',
  needsAudience: 'Choose at least one email list for the audience before activating the campaign.',
  archivedActivate: 'Unarchive the campaign before activating it.',
  archivedCopy: 'An archived campaign cannot be copied.',
  archivedArchive: 'The campaign is archived already.',
  notArchived: 'The campaign is not archived.',
} as const;

export const emailCampaignIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Campaign id must be a number' })
    .int('Campaign id must be a whole number')
    .positive('Campaign id must be a positive number'),
});

const campaignName = z
  .string({ error: EMAIL_CAMPAIGN_TEXTS.nameRequired })
  .trim()
  .min(1, EMAIL_CAMPAIGN_TEXTS.nameRequired)
  .max(200, EMAIL_CAMPAIGN_TEXTS.nameTooLong);

/** Either an existing e-mail category or the name of a new one (as SMS campaigns' create form). */
const categoryChoice = z
  .object({
    categoryId: z.number().int().positive().nullish(),
    newCategoryName: z
      .string()
      .trim()
      .max(100, 'Category name is too long (at most 100 characters).')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if ((value.categoryId != null) === !!value.newCategoryName)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Campaign category is required.' });
  });

/** POST /api/email/campaigns/create: a Dormant campaign with the default schedule; the editor does the rest. */
export const createEmailCampaignSchema = z.intersection(z.object({ name: campaignName }), categoryChoice);
export type CreateEmailCampaign = z.input<typeof createEmailCampaignSchema>;
export const createdEmailCampaignSchema = z.object({ id: z.number().int() });

/** Optional text: blank is null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const optionalAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(254, message)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, message);

const listIds = z.array(z.number().int().positive()).max(100, 'Choose at most 100 lists.');
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The schedule (as SMS campaigns' Audience and schedule step); times on the campaign's clock. */
export const emailScheduleSchema = z.object({
  scheduleDays: z.array(z.number().int().min(1).max(7), { error: EMAIL_CAMPAIGN_TEXTS.noDays }).max(7),
  dailySendStartTime: z.string({ error: EMAIL_CAMPAIGN_TEXTS.startTime }),
  dailySendFinishTime: z.string({ error: EMAIL_CAMPAIGN_TEXTS.finishTime }),
  timeZone: z.string({ error: EMAIL_CAMPAIGN_TEXTS.timeZone }),
  startDate: z.string({ error: EMAIL_CAMPAIGN_TEXTS.startDate }),
  finishDate: z
    .string()
    .nullish()
    .transform((v) => v || null),
  /** 0: the campaign sends once; otherwise its send round is rebuilt every this many days. */
  recycleCampaignDays: z
    .number({ error: EMAIL_CAMPAIGN_TEXTS.recycleDays })
    .int(EMAIL_CAMPAIGN_TEXTS.recycleDays),
  /** Addresses e-mailed within this many days are left out of a new round. */
  restPeriodDays: z.number({ error: EMAIL_CAMPAIGN_TEXTS.restDays }).int(EMAIL_CAMPAIGN_TEXTS.restDays),
});
export type EmailSchedule = z.output<typeof emailScheduleSchema>;

type Issue = { path: string; message: string };

/** What is wrong with a schedule (empty when valid); shared by the schema, the service and the SPA's form. */
export function emailScheduleIssues(v: EmailSchedule): Issue[] {
  const t = EMAIL_CAMPAIGN_TEXTS;
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!v.scheduleDays.length) add('scheduleDays', t.noDays);
  const startOk = hhmm.test(v.dailySendStartTime);
  const finishOk = hhmm.test(v.dailySendFinishTime);
  if (!startOk) add('dailySendStartTime', t.startTime);
  if (!finishOk) add('dailySendFinishTime', t.finishTime);
  if (startOk && finishOk && v.dailySendFinishTime <= v.dailySendStartTime)
    add('dailySendFinishTime', t.windowOrder);
  if (!isTimeZone(v.timeZone)) add('timeZone', t.timeZone);
  const startDateOk = isIsoDate(v.startDate);
  if (!startDateOk) add('startDate', t.startDate);
  if (v.finishDate !== null) {
    if (!isIsoDate(v.finishDate)) add('finishDate', t.finishDate);
    else if (startDateOk && v.finishDate < v.startDate) add('finishDate', t.finishBeforeStart);
  }
  if (v.recycleCampaignDays < 0 || v.recycleCampaignDays > EMAIL_MAX_SCHEDULE_DAYS)
    add('recycleCampaignDays', t.recycleDays);
  if (v.restPeriodDays < 0 || v.restPeriodDays > EMAIL_MAX_SCHEDULE_DAYS) add('restPeriodDays', t.restDays);
  return issues;
}

/** PUT /api/email/campaigns/{id}: the editor's settings (everything but the body and the switch). */
export const emailCampaignSettingsSchema = z
  .object({
    name: campaignName,
    fromName: optionalText(200, EMAIL_CAMPAIGN_TEXTS.fromNameTooLong),
    fromEmail: optionalAddress(EMAIL_CAMPAIGN_TEXTS.fromEmail),
    replyTo: optionalAddress(EMAIL_CAMPAIGN_TEXTS.replyTo),
    subject: optionalText(500, EMAIL_CAMPAIGN_TEXTS.subjectTooLong),
    preheader: optionalText(500, EMAIL_CAMPAIGN_TEXTS.preheaderTooLong),
    includeListIds: listIds.default([]),
    excludeListIds: listIds.default([]),
  })
  .and(emailScheduleSchema)
  .and(categoryChoice)
  .superRefine((v, ctx) => {
    if (v.excludeListIds.some((id) => v.includeListIds.includes(id)))
      ctx.addIssue({ code: 'custom', path: ['excludeListIds'], message: EMAIL_CAMPAIGN_TEXTS.bothWays });
    for (const issue of emailScheduleIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type EmailCampaignSettings = z.input<typeof emailCampaignSettingsSchema>;
export type EmailCampaignSettingsValues = z.output<typeof emailCampaignSettingsSchema>;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** PUT /api/email/campaigns/{id}/body: the builder's html (css inlined) and its project data. */
export const emailCampaignBodySchema = z.object({
  html: z
    .string({ error: 'The e-mail body is required.' })
    .refine((s) => utf8Bytes(s) <= MAX_EMAIL_BODY_HTML_BYTES, EMAIL_CAMPAIGN_TEXTS.htmlTooLarge)
    .refine((s) => !/<script[\s>/]/i.test(s), EMAIL_CAMPAIGN_TEXTS.scripts),
  json: z
    .string()
    .nullable()
    .refine(
      (s) => s === null || utf8Bytes(s) <= MAX_EMAIL_BODY_JSON_BYTES,
      EMAIL_CAMPAIGN_TEXTS.jsonTooLarge,
    ),
});
export type EmailCampaignBody = z.infer<typeof emailCampaignBodySchema>;

export const emailSendActiveSchema = z.object({
  active: z.boolean({ error: 'Say whether the campaign is active.' }),
});

/** An e-mail list of the audience, as the editor shows it (its name even before the list picker loads). */
export const emailAudienceListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contacts: z.number().int(),
  exclusionList: z.boolean(),
});
export type EmailAudienceList = z.infer<typeof emailAudienceListSchema>;

/** GET /api/email/campaigns/{id}: the editor's campaign. Dates YYYY-MM-DD and times HH:mm on its clock. */
export const emailCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string(), groupName: z.string().nullable() }),
  isTransactional: z.boolean(),
  status: z.number().int(),
  /** send_active: the Active/Dormant switch. */
  active: z.boolean(),
  archived: z.boolean(),
  fromName: z.string().nullable(),
  fromEmail: z.string().nullable(),
  replyTo: z.string().nullable(),
  subject: z.string().nullable(),
  preheader: z.string().nullable(),
  bodyHtml: z.string().nullable(),
  bodyJson: z.string().nullable(),
  includeListIds: z.array(z.number().int()),
  excludeListIds: z.array(z.number().int()),
  /** The audience's lists (included and excluded) with their names. */
  audienceLists: z.array(emailAudienceListSchema),
  schedule: z.object({
    scheduleDays: z.array(z.number().int()),
    dailySendStartTime: z.string(),
    dailySendFinishTime: z.string(),
    timeZone: z.string(),
    startDate: z.string(),
    finishDate: z.string().nullable(),
    recycleCampaignDays: z.number().int(),
    restPeriodDays: z.number().int(),
  }),
  nextSegmentBuildDate: z.string().nullable(),
  createdDate: z.string(),
  /** The account's verified sending domains: the from address must be on one of them. */
  verifiedDomains: z.array(z.string()),
});
export type EmailCampaign = z.infer<typeof emailCampaignSchema>;

/** GET /api/email/campaigns/{id}/status: the campaign's sends by status (test sends left out) and engagement. */
export const emailCampaignStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  active: z.boolean(),
  archived: z.boolean(),
  subject: z.string().nullable(),
  rounds: z.number().int(),
  sends: z.object({
    total: z.number().int(),
    queued: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    suppressed: z.number().int(),
    bounced: z.number().int(),
    complained: z.number().int(),
  }),
  /** Addresses that opened / clicked at least once. */
  opened: z.number().int(),
  clicked: z.number().int(),
  lastSentDate: z.string().nullable(),
});
export type EmailCampaignStatus = z.infer<typeof emailCampaignStatusSchema>;

export const EMAIL_SEND_ROUND_PAGE_SIZE = 20;

/** GET /api/email/send-rounds: the e-mail campaigns' send rounds, newest first; optionally one campaign's. */
export const emailSendRoundsQuerySchema = z.object({
  campaignId: z.coerce
    .number({ error: 'Campaign id must be a number.' })
    .int('Campaign id must be a whole number.')
    .positive('Campaign id must be a positive number.')
    .optional(),
  ...pageQueryFields(EMAIL_SEND_ROUND_PAGE_SIZE),
});
export type EmailSendRoundsQuery = z.input<typeof emailSendRoundsQuerySchema>;

export const emailSendRoundRowSchema = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  sendRound: z.number().int(),
  /** When the round's first e-mail was queued, and its last one sent (ISO 8601 UTC). */
  startedDate: z.string(),
  lastSentDate: z.string().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  suppressed: z.number().int(),
  bounced: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
});
export type EmailSendRoundRow = z.infer<typeof emailSendRoundRowSchema>;
export const emailSendRoundsResponseSchema = z.object({
  rows: z.array(emailSendRoundRowSchema),
  totalRows: z.number().int(),
});
export type EmailSendRoundsResponse = z.infer<typeof emailSendRoundsResponseSchema>;
