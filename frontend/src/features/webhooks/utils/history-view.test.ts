import { describe, expect, it } from 'vitest';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import { DEFAULT_HISTORY_SORT, filterCalls, sortCalls } from './history-view';

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
