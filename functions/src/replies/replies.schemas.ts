import { z } from 'zod';
import { paginationSchema } from '../platform/http/paging.schemas';

// The SMS Inbox (spec 1 §2.8) and the calls behind it (§3 SMS reply, reply and download requests; §4 reply
// actions; §5 respond length; §7 replies calls; §9 page size 20, replies by date received descending).

export const REPLY_PAGE_SIZE = 20;
export const RESPOND_MAX = 160;
/** Reply ids one action may name (a page holds at most 100 rows). */
export const MAX_REPLY_IDS = 100;

export const INBOX_BANNER =
  'The SMS Inbox contains all the incoming messages from replies to your outgoing smses.';
export const NUMBER_OF_REPLIES = 'Number of replies';
export const INBOX_SEARCH_PLACEHOLDER = 'Search by cellphone or message';
export const EMPTY_REPLIES_TEXT = 'No SMS replies to show';

export const RESPOND_REQUIRED = 'Please enter a message.';
export const RESPOND_TOO_LONG = `The message can have at most ${RESPOND_MAX} characters.`;
export const REPLY_IDS_REQUIRED = 'Select at least one reply.';
export const DOWNLOAD_RANGE_INVALID = 'The to date must be on or after the from date.';

/** What the inbox shows in Type: an ignored reply shows Ignored whatever its stored type. */
export const replyTypes = ['Lead', 'Optout', 'Unallocated', 'Ignored'] as const;
export type ReplyType = (typeof replyTypes)[number];

/**
 * The type filter. Unallocated: Unallocated replies that are not ignored (the ones still to deal with);
 * Ignored: the ignored ones. Leads and Optouts are never ignored (only Unallocated replies can be).
 */
export const replyTypeFilters = ['All', 'Leads', 'Optouts', 'Unallocated', 'Ignored'] as const;
export type ReplyTypeFilter = (typeof replyTypeFilters)[number];
export const REPLY_TYPE_FILTER_LABELS: Record<ReplyTypeFilter, string> = {
  All: 'All Replies',
  Leads: 'Leads',
  Optouts: 'Optouts',
  Unallocated: 'Unallocated',
  Ignored: 'Ignored',
};

/** A row of POST /api/sms/responses. dateReceived is ISO 8601 UTC; campaign null is the spec's N/A. */
export const replyRowSchema = z.object({
  id: z.number().int(),
  dateReceived: z.string(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  from: z.string(),
  message: z.string(),
  keyword: z.string().nullable(),
  type: z.enum(replyTypes),
  responded: z.boolean(),
  ignored: z.boolean(),
});
export type ReplyRow = z.infer<typeof replyRowSchema>;

export const replySortFields = ['date', 'campaign', 'from', 'keyword', 'type'] as const;
export type ReplySortField = (typeof replySortFields)[number];
export const DEFAULT_REPLY_SORT = { field: 'date', direction: 'desc' } as const;

/** POST /api/sms/responses body. `filter` is the search text (a number-like term searches the From number). */
export const replyListRequestSchema = z.object({
  sort: z
    .object({
      field: z.enum(replySortFields, { error: 'Sort by date, campaign, from, keyword or type.' }),
      direction: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }),
    })
    .default(DEFAULT_REPLY_SORT),
  type: z
    .enum(replyTypeFilters, { error: 'Type is All, Leads, Optouts, Unallocated or Ignored.' })
    .default('All'),
  filter: z.string().trim().max(200, 'Search for at most 200 characters.').default(''),
  pagination: paginationSchema(REPLY_PAGE_SIZE),
});
export type ReplyListRequest = z.input<typeof replyListRequestSchema>;

export const replyListResponseSchema = z.object({
  rows: z.array(replyRowSchema),
  totalRows: z.number().int(),
});
export type ReplyListResponse = z.infer<typeof replyListResponseSchema>;

/** POST /api/sms/responses/lead, /optout, /ignore, /unignore. */
export const replyIdsSchema = z.object({
  ids: z
    .array(z.number({ error: 'Reply ids are numbers.' }).int().positive(), { error: REPLY_IDS_REQUIRED })
    .min(1, REPLY_IDS_REQUIRED)
    .max(MAX_REPLY_IDS, `Select at most ${MAX_REPLY_IDS} replies at a time.`),
});
export type ReplyIds = z.infer<typeof replyIdsSchema>;
export const replyActions = ['lead', 'optout', 'ignore', 'unignore'] as const;
export type ReplyAction = (typeof replyActions)[number];

/** The answer of a reply action: how many of the named replies changed (the others were not eligible). */
export const replyActionResultSchema = z.object({ changed: z.number().int() });
export type ReplyActionResult = z.infer<typeof replyActionResultSchema>;

/** POST /api/sms/responses/respond. */
export const respondSchema = z.object({
  responseId: z.number({ error: 'Choose the reply to respond to.' }).int().positive(),
  respondMessage: z
    .string({ error: RESPOND_REQUIRED })
    .trim()
    .min(1, RESPOND_REQUIRED)
    .max(RESPOND_MAX, RESPOND_TOO_LONG),
});
export type RespondRequest = z.infer<typeof respondSchema>;
export const respondResultSchema = z.object({ messageId: z.number().int(), to: z.string() });
export type RespondResult = z.infer<typeof respondResultSchema>;

const isoDate = z
  .string({ error: 'Choose a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Give a real date.');

/** POST /api/sms/responses/download: days in South African time, both included. */
export const downloadRepliesSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.to >= v.from, { path: ['to'], message: DOWNLOAD_RANGE_INVALID });
export type DownloadRepliesRequest = z.infer<typeof downloadRepliesSchema>;
/** The answer: a short-lived link that saves the file as replies.csv. */
export const repliesFileSchema = z.object({ url: z.string(), rows: z.number().int() });
export const REPLIES_FILE_NAME = 'replies.csv';
export const REPLIES_CSV_HEADER = [
  'Date Received (SAST)',
  'SMS Campaign',
  'From',
  'Message',
  'Keyword',
  'Type',
  'Responded',
] as const;
