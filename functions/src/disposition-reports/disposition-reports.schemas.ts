import { z } from 'zod';

// Cross-campaign report (spec 2 §2.7, §3 "Disposition defaults", §7.3, §8): the form's defaults, the build
// request, and the build job's queue message. The spec gives no field rules (§5); these are ours.

/** Spec 2 §8: the snackbar after a build is queued (shown 5000 ms). */
export const REPORT_QUEUED_TEXT =
  'Your report is now being created. You will receive the download link shortly.';
export const REPORT_SNACKBAR_MS = 5000;
/** At most this many addresses get the link. */
export const MAX_REPORT_EMAILS = 10;

export const DISPOSITION_TEXTS = {
  fromRequired: 'Please choose the start date.',
  toRequired: 'Please choose the end date.',
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  toBeforeFrom: 'The end date must not be before the start date.',
  emailsRequired: 'Please enter at least one e-mail address.',
  invalidEmail: (typed: string) => `${typed} is not a valid e-mail address.`,
  tooManyEmails: `Enter at most ${MAX_REPORT_EMAILS} e-mail addresses.`,
  passwordRequired: 'Please enter a password for the report archive.',
  passwordTooLong: 'The password has at most 100 characters.',
} as const;

/** Splits the e-mails field as people type it: commas, semicolons, spaces or new lines between addresses. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const emailCheck = z.email();

const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DISPOSITION_TEXTS.invalidDate)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      DISPOSITION_TEXTS.invalidDate,
    );

/** The e-mails field: one or more addresses; each must be valid. */
const emailsField = z
  .string({ error: DISPOSITION_TEXTS.emailsRequired })
  .max(2000, DISPOSITION_TEXTS.tooManyEmails)
  .superRefine((text, ctx) => {
    const emails = splitEmails(text);
    if (!emails.length) return ctx.addIssue({ code: 'custom', message: DISPOSITION_TEXTS.emailsRequired });
    if (emails.length > MAX_REPORT_EMAILS)
      return ctx.addIssue({ code: 'custom', message: DISPOSITION_TEXTS.tooManyEmails });
    const bad = emails.find((email) => !emailCheck.safeParse(email).success);
    if (bad) ctx.addIssue({ code: 'custom', message: DISPOSITION_TEXTS.invalidEmail(bad) });
  });

/** POST /api/sms/disposition/build: the range (UTC days, both included), who gets the link, the archive password. */
export const buildDispositionReportSchema = z
  .object({
    from: dateField(DISPOSITION_TEXTS.fromRequired),
    to: dateField(DISPOSITION_TEXTS.toRequired),
    emails: emailsField,
    password: z
      .string({ error: DISPOSITION_TEXTS.passwordRequired })
      .min(1, DISPOSITION_TEXTS.passwordRequired)
      .max(100, DISPOSITION_TEXTS.passwordTooLong),
    includeMessage: z.boolean().default(false),
    includeCustomFields: z.boolean().default(false),
  })
  .refine((body) => body.to >= body.from, { path: ['to'], message: DISPOSITION_TEXTS.toBeforeFrom });
export type BuildDispositionReport = z.input<typeof buildDispositionReportSchema>;

/** GET /api/sms/disposition/status: the saved defaults that prefill the form. */
export const dispositionDefaultsSchema = z.object({ userEmail: z.string(), password: z.string() });
export type DispositionDefaults = z.infer<typeof dispositionDefaultsSchema>;

/** The build's answer (202): its id and the snackbar text. */
export const dispositionBuildQueuedSchema = z.object({ reportId: z.number(), message: z.string() });
export type DispositionBuildQueued = z.infer<typeof dispositionBuildQueuedSchema>;

/** The DispositionReports queue message: the job's id only. */
export const dispositionReportMessageSchema = z.object({ jobId: z.number().int().positive() });

/** The CSV's columns: always these, then Message and Custom1..Custom5 when chosen. */
export const REPORT_COLUMNS = [
  'Message Id',
  'Sent (UTC)',
  'Campaign',
  'Cellphone',
  'Status',
  'Delivered',
  'Replied',
  'Lead',
  'Opted Out',
  'Clicked',
] as const;
export const MESSAGE_COLUMN = 'Message';
export const CUSTOM_COLUMNS = ['Custom1', 'Custom2', 'Custom3', 'Custom4', 'Custom5'] as const;
