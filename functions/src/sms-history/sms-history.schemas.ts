import { z } from 'zod';
import { pageQueryFields } from '../platform/http/paging.schemas';

// SMS History (spec 2 §2.2, §2.3, §3, §7.1, §9): History by Cellphone's six panels and Cellphones by ID
// Number, for the caller's account and (administrators only) across every account.

/** Spec 2 §9: history pages show 10 rows (the SPA's Pager shows 5 page buttons). */
export const HISTORY_PAGE_SIZE = 10;
/** The panels that do not page (lists, replies, callbacks, clicks) show at most this many rows, newest first. */
export const HISTORY_PANEL_LIMIT = 500;
/** Cellphones by ID Number shows at most this many cellphones. */
export const ID_NUMBER_RESULT_LIMIT = 500;

export const HISTORY_TEXTS = {
  cellphoneRequired: 'Please enter a cellphone number.',
  cellphoneTooLong: 'A cellphone number has at most 40 characters.',
  /** The number as typed is echoed back, so the user sees what was not understood. */
  invalidCellphone: (typed: string) =>
    `${typed} is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.`,
  idNumberRequired: 'Please enter an ID number.',
  idNumberTooLong: 'An ID number has at most 20 characters (spaces and dashes not counted).',
} as const;

// ---- requests ----------------------------------------------------------------------------

/** The cellphone as people type it; the server turns it into E.164 with the account's default country. */
const cellphoneField = z
  .string({ error: HISTORY_TEXTS.cellphoneRequired })
  .trim()
  .min(1, HISTORY_TEXTS.cellphoneRequired)
  .max(40, HISTORY_TEXTS.cellphoneTooLong);

/** GET /api/sms/history/phone/{lists|replies|callbacks|clicks}?cellphone= */
export const phoneHistoryQuerySchema = z.object({ cellphone: cellphoneField });

/** GET /api/sms/history/phone/{messages|delivery-reports}?cellphone=&page=&rowsPerPage= */
export const pagedPhoneHistoryQuerySchema = phoneHistoryQuerySchema.extend({
  ...pageQueryFields(HISTORY_PAGE_SIZE),
});
export type PagedPhoneHistoryQuery = z.output<typeof pagedPhoneHistoryQuerySchema>;

/** An ID number as people type it: spaces and dashes are not part of it. */
export const cleanIdNumber = (text: string): string => text.replace(/[\s-]+/g, '');

/** GET /api/sms/history/id?idNumber= */
export const idNumberQuerySchema = z.object({
  idNumber: z
    .string({ error: HISTORY_TEXTS.idNumberRequired })
    .transform(cleanIdNumber)
    .pipe(z.string().min(1, HISTORY_TEXTS.idNumberRequired).max(20, HISTORY_TEXTS.idNumberTooLong)),
});

// ---- rows (spec 2 §3) --------------------------------------------------------------------

/** The account's name in the global view; null in the account's own view. */
const accountField = z.string().nullable();

/** History list row: a list that holds the number, with the contact's names there. */
export const historyListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  msisdn: z.string(),
  optout: z.boolean(),
  dmaOptout: z.boolean(),
  /** The account's messages to the number that were not delivered (Undelivered or Failed). */
  deliveryFailures: z.number().int(),
  /** When the number was added to the list. */
  dateCreated: z.string(),
  account: accountField,
});
export type HistoryListRow = z.infer<typeof historyListRowSchema>;

export const historyMessageRowSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  providerName: z.string().nullable(),
  sent: z.boolean(),
  delivered: z.boolean(),
  dateAdded: z.string(),
  dateSent: z.string().nullable(),
  account: accountField,
});
export type HistoryMessageRow = z.infer<typeof historyMessageRowSchema>;

export const historyDeliveryReportRowSchema = z.object({
  id: z.number().int(),
  /** The text of the message the report is about. */
  message: z.string(),
  status: z.string(),
  delivered: z.boolean(),
  dateReceived: z.string(),
  account: accountField,
});
export type HistoryDeliveryReportRow = z.infer<typeof historyDeliveryReportRowSchema>;

export const historyReplyRowSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  keyword: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  type: z.enum(['Lead', 'Optout', 'Unallocated']),
  dateReceived: z.string(),
  account: accountField,
});
export type HistoryReplyRow = z.infer<typeof historyReplyRowSchema>;

export const historyCallbackRowSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  callbackUrl: z.string(),
  sendAttempts: z.number().int(),
  sent: z.boolean(),
  lastStatusCode: z.number().int().nullable(),
  dateAdded: z.string(),
  dateSent: z.string().nullable(),
  account: accountField,
});
export type HistoryCallbackRow = z.infer<typeof historyCallbackRowSchema>;

/** One link the number opened (per campaign and URL), with how often and when last. */
export const historyClickRowSchema = z.object({
  url: z.string(),
  msisdn: z.string(),
  /** A landing page's link (the product's Pages); every short link is an external URL for now. */
  pageClick: z.boolean(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  count: z.number().int(),
  latestClickDate: z.string(),
  account: accountField,
});
export type HistoryClickRow = z.infer<typeof historyClickRowSchema>;

// ---- answers -----------------------------------------------------------------------------

/** A panel's answer: the number as looked up (E.164), its rows (one page, or the newest rows), and how many in all. */
const panelOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ cellphone: z.string(), rows: z.array(row), totalRows: z.number().int() });

export const historyListsSchema = panelOf(historyListRowSchema);
export const historyMessagesSchema = panelOf(historyMessageRowSchema);
export const historyDeliveryReportsSchema = panelOf(historyDeliveryReportRowSchema);
export const historyRepliesSchema = panelOf(historyReplyRowSchema);
export const historyCallbacksSchema = panelOf(historyCallbackRowSchema);
export const historyClicksSchema = panelOf(historyClickRowSchema);

export type HistoryPanel<Row> = { cellphone: string; rows: Row[]; totalRows: number };

/** A cellphone linked to the ID number (on a list, or replying with it to an ID-number campaign). */
export const idNumberCellphoneRowSchema = z.object({ cellphone: z.string(), account: accountField });
export type IdNumberCellphoneRow = z.infer<typeof idNumberCellphoneRowSchema>;

export const idNumberHistorySchema = z.object({
  idNumber: z.string(),
  rows: z.array(idNumberCellphoneRowSchema),
  totalRows: z.number().int(),
});
export type IdNumberHistory = z.infer<typeof idNumberHistorySchema>;
