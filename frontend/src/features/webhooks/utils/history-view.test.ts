import { describe, expect, it } from 'vitest';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import {
  canReplay,
  DEFAULT_HISTORY_SORT,
  filterByCreated,
  filterCalls,
  rangeInstants,
  sortCalls,
} from './history-view';

const row = (id: number, patch: Partial<WebhookCallRow>): WebhookCallRow => ({
  id,
  type: 'Reply',
  callbackUrl: `https://crm.example.com/${id}`,
  requestHttpMethod: 'POST',
  requestContentType: 'application/json',
  sendAttempts: 1,
  sent: true,
  lastStatusCode: 200,
  statusCodeString: 'OK',
  lastError: null,
  dateCreated: '2026-03-01T10:00:00.000Z',
  dateSent: '2026-03-01T10:00:01.000Z',
  dateToBeSent: null,
  replayPending: false,
  ...patch,
});

const ok = row(1, {});
const redirect = row(2, {
  lastStatusCode: 302,
  sent: false,
  dateSent: null,
  dateToBeSent: '2026-03-01T10:05:00.000Z',
});
const serverError = row(3, { lastStatusCode: 500, sent: false, dateSent: null });
const timedOut = row(4, {
  lastStatusCode: null,
  lastError: 'Timed out after 10 s.',
  sent: false,
  dateSent: null,
});
const pending = row(5, {
  lastStatusCode: null,
  sendAttempts: 0,
  sent: false,
  dateSent: null,
  statusCodeString: null,
});
const later = row(6, { lastStatusCode: 299, dateSent: '2026-03-02T08:00:00.000Z' });
const all = [ok, redirect, serverError, timedOut, pending, later];
const ids = (rows: WebhookCallRow[]) => rows.map((r) => r.id);

describe('the history filter', () => {
  it('Successful is a code under 300; Errors is 300 or more, or an attempt without an answer', () => {
    expect(ids(filterCalls(all, 'All'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterCalls(all, 'Successful'))).toEqual([1, 6]);
    expect(ids(filterCalls(all, 'Errors'))).toEqual([2, 3, 4]);
  });
});

describe('the history sort', () => {
  it('is Date Sent, newest first, by default; calls not sent come last', () => {
    expect(ids(sortCalls(all, DEFAULT_HISTORY_SORT))).toEqual([6, 1, 5, 4, 3, 2]);
  });

  it('sorts numbers, texts and flags both ways', () => {
    expect(ids(sortCalls(all, { field: 'lastStatusCode', direction: 'asc' }))).toEqual([5, 4, 1, 6, 2, 3]);
    expect(ids(sortCalls([serverError, ok], { field: 'callbackUrl', direction: 'desc' }))).toEqual([3, 1]);
    expect(ids(sortCalls([ok, serverError], { field: 'sent', direction: 'asc' }))).toEqual([3, 1]);
  });
});

describe('the Created period and replays', () => {
  it('is whole days in South African time, as instants only when both ends are chosen', () => {
    expect(rangeInstants({ from: '2026-03-01', to: '2026-03-02' })).toEqual({
      from: '2026-02-28T22:00:00.000Z',
      to: '2026-03-02T21:59:59.999Z',
    });
    expect(rangeInstants({ from: '2026-03-01', to: '' })).toBeNull();
    const rows = [
      row(1, { dateCreated: '2026-02-28T21:59:59.999Z' }),
      row(2, { dateCreated: '2026-02-28T22:00:00.000Z' }),
      row(3, { dateCreated: '2026-03-01T21:59:59.999Z' }),
      row(4, { dateCreated: '2026-03-01T22:00:00.000Z' }),
    ];
    const ids = (range: { from: string; to: string }) => filterByCreated(rows, range).map((r) => r.id);
    expect(ids({ from: '2026-03-01', to: '2026-03-01' })).toEqual([2, 3]);
    expect(ids({ from: '2026-03-01', to: '' })).toEqual([2, 3, 4]);
    expect(ids({ from: '', to: '' })).toEqual([1, 2, 3, 4]);
  });

  it('offers a replay for delivered and given-up calls only', () => {
    expect(canReplay(row(1, {}))).toBe(true);
    expect(canReplay(row(2, { sent: false, sendAttempts: 8, lastStatusCode: 500 }))).toBe(true);
    expect(canReplay(row(3, { sent: false, dateToBeSent: '2026-03-01T10:05:00.000Z' }))).toBe(false);
    expect(canReplay(row(4, { sent: false, sendAttempts: 0, dateToBeSent: null }))).toBe(false);
    expect(canReplay(row(5, { replayPending: true }))).toBe(false);
  });
});
