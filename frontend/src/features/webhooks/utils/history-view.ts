import { WEBHOOK_SUCCESS_BELOW, type WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';

/** The filter select (spec 3 §2.9). */
export type HistoryFilter = 'All' | 'Successful' | 'Errors';
export type SortDirection = 'asc' | 'desc';
export type HistorySort = { field: HistorySortField; direction: SortDirection };

export const HISTORY_FILTERS: { value: HistoryFilter; label: string }[] = [
  { value: 'All', label: 'All' },
  { value: 'Successful', label: 'Successful' },
  { value: 'Errors', label: 'Errors' },
];

/** Spec 3 §2.9: the default sort. */
export const DEFAULT_HISTORY_SORT: HistorySort = { field: 'dateSent', direction: 'desc' };

/** Successful: a last status code under 300. */
export const isSuccessful = (row: WebhookCallRow): boolean =>
  row.lastStatusCode !== null && row.lastStatusCode < WEBHOOK_SUCCESS_BELOW;

/**
 * Errors: a last status code of 300 or more, and also an attempt that got no answer at all (a time-out, a
 * refused connection or address), which is a failure to the user even without a code.
 */
export const isError = (row: WebhookCallRow): boolean =>
  row.lastStatusCode !== null ? row.lastStatusCode >= WEBHOOK_SUCCESS_BELOW : row.sendAttempts > 0;

/** The rows the filter keeps (done in the browser, as the spec says). */
export function filterCalls(rows: readonly WebhookCallRow[], filter: HistoryFilter): WebhookCallRow[] {
  if (filter === 'Successful') return rows.filter(isSuccessful);
  if (filter === 'Errors') return rows.filter(isError);
  return [...rows];
}

const SORT_VALUES = {
  type: (r: WebhookCallRow) => r.type,
  callbackUrl: (r: WebhookCallRow) => r.callbackUrl,
  requestHttpMethod: (r: WebhookCallRow) => r.requestHttpMethod,
  requestContentType: (r: WebhookCallRow) => r.requestContentType,
  sendAttempts: (r: WebhookCallRow) => r.sendAttempts,
  sent: (r: WebhookCallRow) => (r.sent ? 1 : 0),
  lastStatusCode: (r: WebhookCallRow) => r.lastStatusCode,
  dateCreated: (r: WebhookCallRow) => r.dateCreated,
  dateSent: (r: WebhookCallRow) => r.dateSent,
  dateToBeSent: (r: WebhookCallRow) => r.dateToBeSent,
} satisfies Record<string, (r: WebhookCallRow) => string | number | null>;

export type HistorySortField = keyof typeof SORT_VALUES;
export const isHistorySortField = (field: string): field is HistorySortField => field in SORT_VALUES;

/** Sorted in the browser; a missing value (not sent yet, no status) counts as the smallest; ties newest first. */
export function sortCalls(rows: readonly WebhookCallRow[], sort: HistorySort): WebhookCallRow[] {
  const value = SORT_VALUES[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return -sign;
      if (y === null) return sign;
      return (x < y ? -1 : 1) * sign;
    }
    return b.id - a.id;
  });
}
