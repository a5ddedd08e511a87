import { z } from 'zod';
import { pageQueryFields } from '../platform/http/paging.schemas';
import { MAX_REPORT_EMAILS, splitEmails } from '../disposition-reports/disposition-reports.schemas';

// Report builds for ops (issue 12, administrators only): one table of the report builds of every account
// and kind, the actions that queue a rebuild or a consolidation run, and scheduled cross-campaign reports.
// The spec names the columns only (kind, period, requested by, status, duration, rows, download); the
// texts below are ours.

export const REPORT_BUILD_KINDS = ['OverviewRebuild', 'Consolidation', 'CrossCampaignReport'] as const;
export type ReportBuildKindName = (typeof REPORT_BUILD_KINDS)[number];
export const REPORT_BUILD_KIND_LABELS: Record<ReportBuildKindName, string> = {
  OverviewRebuild: 'Overview rebuild',
  Consolidation: 'Consolidation',
  CrossCampaignReport: 'Cross-campaign report',
};
export const REPORT_BUILD_STATUSES = ['Queued', 'InProgress', 'Completed', 'Failed'] as const;
export const REPORT_BUILD_PAGE_SIZE = 20;
export const MAX_REBUILD_DAYS = 366;

export const REPORT_BUILDS_TEXTS = {
  rebuildQueued: 'The rebuild is queued. Its progress shows in the table.',
  consolidationQueued: 'The consolidation is queued. It shows in the table when it runs.',
  scheduleCreated: 'The schedule is saved. Its first report is queued at the next run shown.',
  schedulePaused: 'The schedule is paused.',
  scheduleResumed: 'The schedule is active again.',
  scheduleDeleted: 'The schedule is deleted.',
  accountRequired: 'Please choose the account.',
  fromRequired: 'Please choose the start date.',
  toRequired: 'Please choose the end date.',
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  toBeforeFrom: 'The end date must not be before the start date.',
  rangeTooLong: `A rebuild covers at most ${MAX_REBUILD_DAYS} days.`,
  emailsRequired: 'Please enter at least one e-mail address.',
  invalidEmail: (typed: string) => `${typed} is not a valid e-mail address.`,
  tooManyEmails: `Enter at most ${MAX_REPORT_EMAILS} e-mail addresses.`,
  passwordRequired: 'Please enter a password for the report archives.',
  passwordTooLong: 'The password has at most 100 characters.',
  cadenceRequired: 'Please choose how often the report is made.',
  /** The requester of a consolidation run that the hourly schedule made. */
  hourlySchedule: 'Hourly schedule',
} as const;

const kindField = z.enum(REPORT_BUILD_KINDS, { error: 'Kind must be one of the listed kinds.' });
const statusField = z.enum(REPORT_BUILD_STATUSES, { error: 'Status must be one of the listed statuses.' });

/** GET /api/admin/report-builds: newest first, paged, by kind and status. */
export const reportBuildsQuerySchema = z.object({
  ...pageQueryFields(REPORT_BUILD_PAGE_SIZE),
  kind: kindField.optional(),
  status: statusField.optional(),
});
export type ReportBuildsQuery = z.infer<typeof reportBuildsQuerySchema>;

export const reportBuildRowSchema = z.object({
  /** Unique across kinds: e.g. 'build-12' or 'report-7'. */
  key: z.string(),
  id: z.number(),
  kind: kindField,
  accountId: z.number().nullable(),
  /** Null for a consolidation run (every account). */
  accountName: z.string().nullable(),
  periodFrom: z.string(),
  periodTo: z.string(),
  requestedBy: z.string(),
  scheduleId: z.number().nullable(),
  status: statusField,
  createdDate: z.string(),
  durationSeconds: z.number().nullable(),
  rows: z.number(),
  /** Overview rebuilds: days done of days total. */
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  errorText: z.string().nullable(),
  /** The admin download URL of a finished cross-campaign report's archive, else null. */
  downloadUrl: z.string().nullable(),
});
export type ReportBuildRow = z.infer<typeof reportBuildRowSchema>;

export const reportBuildsResponseSchema = z.object({
  rows: z.array(reportBuildRowSchema),
  totalRows: z.number(),
});
export type ReportBuildsResponse = z.infer<typeof reportBuildsResponseSchema>;

const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_BUILDS_TEXTS.invalidDate)
    .refine(
      (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      REPORT_BUILDS_TEXTS.invalidDate,
    );

const accountField = z
  .number({ error: REPORT_BUILDS_TEXTS.accountRequired })
  .int(REPORT_BUILDS_TEXTS.accountRequired)
  .positive(REPORT_BUILDS_TEXTS.accountRequired);

const DAY_MS = 86_400_000;

/** POST /api/admin/report-builds/rebuilds: rebuild an account's overviews for [from, to] (SA days). */
export const triggerRebuildSchema = z
  .object({
    accountId: accountField,
    from: dateField(REPORT_BUILDS_TEXTS.fromRequired),
    to: dateField(REPORT_BUILDS_TEXTS.toRequired),
  })
  .refine((body) => body.to >= body.from, { path: ['to'], message: REPORT_BUILDS_TEXTS.toBeforeFrom })
  .refine(
    (body) =>
      body.to < body.from ||
      (Date.parse(`${body.to}T00:00:00Z`) - Date.parse(`${body.from}T00:00:00Z`)) / DAY_MS < MAX_REBUILD_DAYS,
    { path: ['to'], message: REPORT_BUILDS_TEXTS.rangeTooLong },
  );
export type TriggerRebuild = z.input<typeof triggerRebuildSchema>;

/** The answer to a rebuild or a consolidation run queued from the screen (202). */
export const buildQueuedSchema = z.object({ key: z.string(), id: z.number(), message: z.string() });
export type BuildQueued = z.infer<typeof buildQueuedSchema>;

export const REPORT_CADENCES = ['Daily', 'Weekly', 'Monthly'] as const;
export type ReportCadenceName = (typeof REPORT_CADENCES)[number];
export const REPORT_CADENCE_LABELS: Record<ReportCadenceName, string> = {
  Daily: 'Daily (the previous day)',
  Weekly: 'Weekly (the previous Monday to Sunday)',
  Monthly: 'Monthly (the previous month)',
};

const emailCheck = z.email();
const emailsField = z
  .string({ error: REPORT_BUILDS_TEXTS.emailsRequired })
  .max(2000, REPORT_BUILDS_TEXTS.tooManyEmails)
  .superRefine((text, ctx) => {
    const emails = splitEmails(text);
    if (!emails.length) return ctx.addIssue({ code: 'custom', message: REPORT_BUILDS_TEXTS.emailsRequired });
    if (emails.length > MAX_REPORT_EMAILS)
      return ctx.addIssue({ code: 'custom', message: REPORT_BUILDS_TEXTS.tooManyEmails });
    const bad = emails.find((email) => !emailCheck.safeParse(email).success);
    if (bad) ctx.addIssue({ code: 'custom', message: REPORT_BUILDS_TEXTS.invalidEmail(bad) });
  });

/** POST /api/admin/report-schedules. */
export const createScheduleSchema = z.object({
  accountId: accountField,
  emails: emailsField,
  password: z
    .string({ error: REPORT_BUILDS_TEXTS.passwordRequired })
    .min(1, REPORT_BUILDS_TEXTS.passwordRequired)
    .max(100, REPORT_BUILDS_TEXTS.passwordTooLong),
  includeMessage: z.boolean().default(false),
  includeCustomFields: z.boolean().default(false),
  cadence: z.enum(REPORT_CADENCES, { error: REPORT_BUILDS_TEXTS.cadenceRequired }),
});
export type CreateSchedule = z.input<typeof createScheduleSchema>;

/** PATCH /api/admin/report-schedules/{id}: pause or resume. */
export const updateScheduleSchema = z.object({
  status: z.enum(['Active', 'Paused'], { error: 'Status must be Active or Paused.' }),
});

export const scheduleIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Schedule id must be a number.' })
    .int('Schedule id must be a whole number.')
    .positive('Schedule id must be a positive number.'),
});

export const reportIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'Report id must be a number.' })
    .int('Report id must be a whole number.')
    .positive('Report id must be a positive number.'),
});

export const reportScheduleSchema = z.object({
  id: z.number(),
  accountId: z.number(),
  accountName: z.string(),
  emails: z.string(),
  includeMessage: z.boolean(),
  includeCustomFields: z.boolean(),
  cadence: z.enum(REPORT_CADENCES),
  status: z.enum(['Active', 'Paused']),
  /** ISO date-time (UTC) of the next run; the report covers the period that ends then. */
  nextRunDate: z.string(),
  lastQueuedDate: z.string().nullable(),
  createdBy: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportSchedulesResponseSchema = z.object({ rows: z.array(reportScheduleSchema) });
