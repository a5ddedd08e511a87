import dayjs from 'dayjs';
import { TIME_ZONE_BASE } from '@/lib/format';
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

/** The page's Created period: YYYY-MM-DD days in South African time ('' leaves that end open). */
export type CreatedRange = { from: string; to: string };

const dayStart = (day: string) => dayjs.tz(`${day} 00:00:00`, TIME_ZONE_BASE);

/** The period as instants: from the first day's start to the last day's end (South African time). */
export function rangeInstants(range: CreatedRange): { from: string; to: string } | null {
  if (!range.from || !range.to) return null;
  return {
    from: dayStart(range.from).toISOString(),
    to: dayStart(range.to).add(1, 'day').subtract(1, 'millisecond').toISOString(),
  };
}

/** The rows created in the period (either end may be open). */
export function filterByCreated(rows: readonly WebhookCallRow[], range: CreatedRange): WebhookCallRow[] {
  const from = range.from ? dayStart(range.from).valueOf() : -Infinity;
  const to = range.to ? dayStart(range.to).add(1, 'day').valueOf() : Infinity;
  return rows.filter((r) => {
    const created = Date.parse(r.dateCreated);
    return created >= from && created < to;
  });
}

/** A call that can be replayed: delivered, or given up (not waiting for a retry or a replay). */
export const canReplay = (row: WebhookCallRow): boolean =>
  !row.replayPending && (row.sent || (row.sendAttempts > 0 && row.dateToBeSent === null));
