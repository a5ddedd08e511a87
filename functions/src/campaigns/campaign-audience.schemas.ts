import { z } from 'zod';
import { categoryChoiceSchema } from '../categories/categories.schemas';
import { isIsoDate, isTimeZone } from '../platform/time/zoned-time';

// The Audience and schedule step of Simple and Long Running campaigns (issue 11), shared with the SPA.

export const AUDIENCE_TEXTS = {
  noAudience: 'Please select at least one SMS list for the audience.',
  bothWays: 'A list cannot be both in the audience and excluded from it.',
  noDays: 'Please select at least one schedule day.',
  startTime: 'Please enter the daily send start time (HH:mm).',
  finishTime: 'Please enter the daily send finish time (HH:mm).',
  windowOrder: 'The daily send finish time must be after the start time.',
  timeZone: 'Please select a valid time zone.',
  startDate: 'Please select a start date.',
  finishDate: 'Please select a valid campaign finish date.',
  finishBeforeStart: 'The campaign finish date must be on or after the start date.',
  recycleDays: 'Recycle campaign days must be 1 or more.',
  restDays: 'Rest period days must be 0 or more.',
  activation: 'You must complete the Audience and schedule step to activate the campaign.',
  noListsLeft:
    'The audience has no SMS lists left (they were deleted). Choose lists in the Audience and schedule step.',
} as const;

/** Long Running campaigns rebuild at most this many days apart, and rest contacts at most this long. */
export const MAX_SCHEDULE_DAYS = 3650;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const listIds = z.array(z.number().int().positive(), { error: AUDIENCE_TEXTS.noAudience }).max(100);

/** The step's fields as the editor and the create forms send them. Times are on the campaign's clock. */
export const audienceFieldsSchema = z.object({
  includeListIds: listIds,
  excludeListIds: listIds.default([]),
  scheduleDays: z.array(z.number().int().min(1).max(7), { error: AUDIENCE_TEXTS.noDays }).max(7),
  dailySendStartTime: z.string({ error: AUDIENCE_TEXTS.startTime }),
  dailySendFinishTime: z.string({ error: AUDIENCE_TEXTS.finishTime }),
  timeZone: z.string({ error: AUDIENCE_TEXTS.timeZone }),
  startDate: z.string({ error: AUDIENCE_TEXTS.startDate }),
  finishDate: z.string().nullable().default(null),
  recycleCampaignDays: z.number().int().nullable().default(null),
  restPeriodDays: z.number().int().nullable().default(null),
});
export type AudienceFields = z.output<typeof audienceFieldsSchema>;
export type AudienceInput = z.input<typeof audienceFieldsSchema>;

type Issue = { path: string; message: string };

/**
 * What is wrong with a step (empty when it is valid); `longRunning` adds the recycle and rest days.
 * Shared by the schemas, the service (which knows the campaign's type) and the SPA's forms.
 */
export function audienceIssues(v: AudienceFields, longRunning: boolean): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (!v.includeListIds.length) add('includeListIds', AUDIENCE_TEXTS.noAudience);
  if (v.excludeListIds.some((id) => v.includeListIds.includes(id)))
    add('excludeListIds', AUDIENCE_TEXTS.bothWays);
  if (!v.scheduleDays.length) add('scheduleDays', AUDIENCE_TEXTS.noDays);
  const startOk = hhmm.test(v.dailySendStartTime);
  const finishOk = hhmm.test(v.dailySendFinishTime);
  if (!startOk) add('dailySendStartTime', AUDIENCE_TEXTS.startTime);
  if (!finishOk) add('dailySendFinishTime', AUDIENCE_TEXTS.finishTime);
  if (startOk && finishOk && v.dailySendFinishTime <= v.dailySendStartTime)
    add('dailySendFinishTime', AUDIENCE_TEXTS.windowOrder);
  if (!isTimeZone(v.timeZone)) add('timeZone', AUDIENCE_TEXTS.timeZone);
  const startDateOk = isIsoDate(v.startDate);
  if (!startDateOk) add('startDate', AUDIENCE_TEXTS.startDate);
  if (v.finishDate !== null) {
    if (!isIsoDate(v.finishDate)) add('finishDate', AUDIENCE_TEXTS.finishDate);
    else if (startDateOk && v.finishDate < v.startDate) add('finishDate', AUDIENCE_TEXTS.finishBeforeStart);
  }
  if (longRunning) {
    const recycle = v.recycleCampaignDays;
    if (recycle === null || recycle < 1 || recycle > MAX_SCHEDULE_DAYS)
      add('recycleCampaignDays', AUDIENCE_TEXTS.recycleDays);
    const rest = v.restPeriodDays;
    if (rest === null || rest < 0 || rest > MAX_SCHEDULE_DAYS) add('restPeriodDays', AUDIENCE_TEXTS.restDays);
  }
  return issues;
}

function reportIssues<T extends AudienceFields>(longRunning: (v: T) => boolean) {
  return (v: T, ctx: z.RefinementCtx) => {
    for (const issue of audienceIssues(v, longRunning(v)))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  };
}

/** PATCH /api/sms/campaigns/{id}/audience body (the recycle and rest days are checked by the campaign's type). */
export const audienceStepSchema = audienceFieldsSchema.superRefine(reportIssues(() => false));

/** Simple 0 or Long Running 1 (spec 1 §3). */
export const scheduledTypeSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'The campaign type must be Simple (0) or Long Running (1).',
});

/** POST /api/sms/campaigns/scheduled body: the transactional form's fields plus the type and the step. */
export const createScheduledCampaignSchema = z.intersection(
  z
    .object({
      type: scheduledTypeSchema,
      name: z
        .string({ error: 'Campaign name is required.' })
        .trim()
        .min(1, 'Campaign name is required.')
        .max(200, 'Campaign name is too long (at most 200 characters).'),
    })
    .and(audienceFieldsSchema)
    .superRefine(reportIssues((v) => v.type === 1)),
  categoryChoiceSchema,
);
export type CreateScheduledCampaign = z.input<typeof createScheduledCampaignSchema>;

/** The saved step in GET /api/sms/campaigns/{id} (null while Untouched, and for transactional campaigns). */
export const audienceSchema = z.object({
  includeListIds: z.array(z.number().int()),
  excludeListIds: z.array(z.number().int()),
  scheduleDays: z.array(z.number().int()),
  dailySendStartTime: z.string(),
  dailySendFinishTime: z.string(),
  timeZone: z.string(),
  startDate: z.string(),
  finishDate: z.string().nullable(),
  recycleCampaignDays: z.number().int().nullable(),
  restPeriodDays: z.number().int().nullable(),
});
export type Audience = z.infer<typeof audienceSchema>;

/** GET /api/sms/campaigns/audience-lists: the account's SMS lists the step may choose from. */
export const audienceListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contacts: z.number().int(),
  exclusionList: z.boolean(),
});
export type AudienceList = z.infer<typeof audienceListSchema>;
export const audienceListsSchema = z.array(audienceListSchema);
