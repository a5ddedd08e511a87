import { z } from 'zod';

/** The request answers 403 with this when the account's downloads are limited. */
export const DISPATCH_LOG_REFUSED = 'Downloads are turned off for this account.';

/** The dispatch log's columns, in order (docs/areas/direct-marketing-times.md); the same for SMS and e-mail. */
export const DISPATCH_LOG_HEADER = [
  'Message ID',
  'Recipient',
  'Dispatched (SAST)',
  'Dispatched (UTC)',
  'Provider',
  'Provider message ID',
  'Status',
  'Delivered (SAST)',
  'Delivered (UTC)',
] as const;

/** The provider column of an e-mail campaign's log: every campaign e-mail leaves through SES. */
export const EMAIL_PROVIDER_NAME = 'Amazon SES';

/** The status page's texts about the log (ours: the spec has no dispatch log). */
export const DISPATCH_LOG_TEXTS = {
  request: 'Prepare dispatch log',
  again: 'Prepare a new dispatch log',
  preparing: 'Preparing the dispatch log…',
  download: 'Download dispatch log',
  failed: 'The dispatch log could not be prepared because of a problem on our side. Please prepare it again.',
  /** `count` is the number as the page writes it (thousands apart by a space). */
  ready: (rows: number, count: string, at: string) =>
    `Dispatch log of ${count} ${rows === 1 ? 'message' : 'messages'}, prepared ${at}.`,
} as const;

export const dispatchLogBuildSchema = z.object({
  id: z.number().int(),
  status: z.enum(['Queued', 'InProgress', 'Completed', 'Failed']),
  rows: z.number().int(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
  errorText: z.string().nullable(),
  /** The download route (302 to a fresh short-lived S3 URL) once Completed, else null. */
  downloadUrl: z.string().nullable(),
});
export type DispatchLogBuild = z.infer<typeof dispatchLogBuildSchema>;

/** GET and POST …/dispatch-log: the campaign's newest build (null before the first). */
export const dispatchLogStateSchema = z.object({ build: dispatchLogBuildSchema.nullable() });
export type DispatchLogState = z.infer<typeof dispatchLogStateSchema>;

export const dispatchLogDownloadPathSchema = z.object({
  id: z.coerce.number().int().positive(),
  buildId: z.coerce.number().int().positive(),
});

/** The worker's queue message. */
export const dispatchLogMessageSchema = z.object({ jobId: z.number().int().positive() });
