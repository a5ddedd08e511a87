// Replaying web-service callbacks (issue 31) through the real test stack: the Webhooks History routes and the
// partner API's, the WebhookDeliveries queue, the delivery worker posting to a partner's endpoint on loopback.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import {
  answerWith,
  headerOf,
  startCallbackReceiver,
  type Answer,
  type CallbackReceiver,
  type ReceivedRequest,
} from '../test-support/callback-receiver';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { createApiKey } from '../test-support/sending-fixtures';
import type { ReplayAnswer, WebhookHistory, WebhookSecret } from './webhooks.schemas';

vi.setConfig({ testTimeout: 60_000 });

let user: TestUser;
let api: ApiClient;
let stranger: TestUser;
let strangerApi: ApiClient;
const receivers: CallbackReceiver[] = [];

beforeAll(async () => {
  [user, stranger] = await Promise.all([createAccountWithUser(), createAccountWithUser()]);
  api = new ApiClient();
  strangerApi = new ApiClient();
  await Promise.all([
    api.signIn(user.email, user.password),
    strangerApi.signIn(stranger.email, stranger.password),
  ]);
});

afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

async function receiver(...answers: Answer[]): Promise<CallbackReceiver> {
  const r = await startCallbackReceiver(answers);
  receivers.push(r);
  return r;
}

type CallState = 'given-up' | 'sent' | 'retrying';
let keys = 0;
/** A call as the delivery leaves it after its attempts (one recorded attempt), created at `createdAt`. */
async function settledCall(accountId: number, url: string, state: CallState, createdAt = new Date()) {
  keys += 1;
  const failed = state !== 'sent';
  const { insertId } = await testDb()
    .insertInto('webhook_calls')
    .values({
      account_id: accountId,
      campaign_id: null,
      cellphone: '+27825550001',
      event_type: 'Reply',
      event_key: `replay-test:${Date.now()}:${keys}`,
      callback_url: url,
      payload: JSON.stringify({
        type: 'sms.reply.received',
        timestamp: createdAt.toISOString(),
        data: { keys },
      }),
      send_attempts: 1,
      sent: failed ? 0 : 1,
      given_up: state === 'given-up' ? 1 : 0,
      last_status_code: failed ? 500 : 200,
      last_error: null,
      next_attempt_at: state === 'retrying' ? new Date(Date.now() + 3_600_000) : null,
      enqueued_at: null,
      created_at: createdAt,
      sent_at: failed ? null : createdAt,
    })
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  await testDb()
    .insertInto('webhook_attempts')
    .values({
      call_id: id,
      attempt: 1,
      started_at: createdAt,
      duration_ms: 5,
      status_code: failed ? 500 : 200,
      error: null,
      request_text: 'POST / HTTP/1.1\r\n\r\n',
      response_excerpt: null,
    })
    .execute();
  return id;
}

const callRow = (id: number) =>
  testDb().selectFrom('webhook_calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attemptsOf = (id: number) =>
  testDb().selectFrom('webhook_attempts').selectAll().where('call_id', '=', id).orderBy('attempt').execute();
/** The call once its replay attempt is recorded. */
const whenReplayed = (id: number, attempts: number) =>
  eventually(async () => {
    const [row, list] = await Promise.all([callRow(id), attemptsOf(id)]);
    return row.replay_attempt === null && list.length === attempts ? { row, list } : undefined;
  }, 30_000);
const replayOne = (client: ApiClient, id: number | string) =>
  client.post<ReplayAnswer & ErrorBody>(`/api/web-hooks/history/${id}/replay`);
const replayRange = (client: ApiClient, from: string, to: string) =>
  client.post<ReplayAnswer & ErrorBody>('/api/web-hooks/history/replay', { from, to });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Standard Webhooks verification, written from the specification, as a partner would. */
function verifyAsPartner(request: ReceivedRequest, secret: string) {
  const id = headerOf(request, 'webhook-id');
  const timestamp = headerOf(request, 'webhook-timestamp');
  const signatures = headerOf(request, 'webhook-signature');
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe('replaying one call from Webhooks History', () => {
  it('sends a given-up call again: same webhook-id and body, a new timestamp and valid signature, recorded as a replay', async () => {
    // The partner's endpoint takes 2 s to answer (within the 3 s time-out), so the replay is still being sent
    // when the second click arrives. (Two requests sent at the same instant go to two function instances, and a
    // cold start can hold the second one back until the replay has been delivered: a delivered call may be
    // replayed again on purpose, so that would be a new replay, not a double one.)
    const r = await receiver((request, res) => {
      setTimeout(() => answerWith(200, 'back again')(request, res), 2000);
    });
    const callId = await settledCall(user.accountId, r.url(), 'given-up', new Date(Date.now() - 60_000));

    // A double click: the second request, while the first one's replay is queued or in flight, queues nothing.
    const answers = [await replayOne(api, callId)];
    answers.push(await replayOne(api, callId));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(answers.map((a) => a.body.queued).sort()).toEqual([0, 1]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      'The call was queued to be sent again.',
      'This call is already being sent or waiting to be sent, so it was not queued again.',
    ]);

    const { row, list } = await whenReplayed(callId, 2);
    await pause(1500);
    expect(r.received).toHaveLength(1);
    const [request] = r.received as [ReceivedRequest];
    expect(headerOf(request, 'webhook-id')).toBe(`msg_${callId}`);
    expect(Number(headerOf(request, 'webhook-timestamp'))).toBeGreaterThanOrEqual(
      Math.floor(Date.now() / 1000) - 30,
    );
    expect(request.body).toBe(row.payload);
    const secret = (await api.get<WebhookSecret>('/api/settings/webhook-secret')).body.secret;
    expect(verifyAsPartner(request, secret)).toBe(true);

    expect(list.map((a) => [a.attempt, a.status_code, a.replay])).toEqual([
      [1, 500, 0],
      [2, 200, 1],
    ]);
    expect(list[1]!.request_text).toBe(request.raw);
    expect(row).toMatchObject({ sent: 1, given_up: 0, send_attempts: 2, last_status_code: 200 });

    const history = (await api.get<WebhookHistory>('/api/web-hooks/history')).body;
    expect(history.data.rows.find((x) => x.id === callId)).toMatchObject({
      sent: true,
      sendAttempts: 2,
      lastStatusCode: 200,
      replayPending: false,
    });
  });

  it('replays a delivered call too; a failed replay is not retried and the call stays delivered', async () => {
    const r = await receiver(answerWith(503, 'maintenance'));
    const callId = await settledCall(user.accountId, r.url(), 'sent');
    expect((await replayOne(api, callId)).body.queued).toBe(1);
    const { row, list } = await whenReplayed(callId, 2);
    await pause(2500);
    expect(r.received).toHaveLength(1);
    expect(await attemptsOf(callId)).toHaveLength(2);
    expect(list[1]).toMatchObject({ attempt: 2, status_code: 503, replay: 1 });
    expect(row).toMatchObject({ sent: 1, given_up: 0, last_status_code: 503, next_attempt_at: null });
  });

  it('does not queue a call still waiting for its retry', async () => {
    const r = await receiver();
    const callId = await settledCall(user.accountId, r.url(), 'retrying');
    const answer = await replayOne(api, callId);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ queued: 0, more: false });
    expect((await callRow(callId)).replay_attempt).toBeNull();
  });

  it("answers 404 for another account's call and 400 for a malformed id", async () => {
    const r = await receiver();
    const callId = await settledCall(user.accountId, r.url(), 'given-up');
    const peek = await replayOne(strangerApi, callId);
    expect(peek.status).toBe(404);
    expect(peek.body.error.message).toBe('The web-hook call was not found.');
    expect((await callRow(callId)).replay_attempt).toBeNull();
    expect((await replayOne(api, 999_999_999)).status).toBe(404);
    for (const bad of ['abc', '0', '-4', '1.5']) expect((await replayOne(api, bad)).status, bad).toBe(400);
    expect((await new ApiClient().post(`/api/web-hooks/history/${callId}/replay`)).status).toBe(401);
    await pause(1000);
    expect(r.received).toHaveLength(0);
  });
});

describe('replaying the failed calls of a period', () => {
  it("queues only this account's failed calls created in the period, once", async () => {
    const r = await receiver(answerWith(200));
    const day = (h: number) => new Date(Date.UTC(2026, 0, 10, h));
    const failedIn = await settledCall(user.accountId, r.url(), 'given-up', day(9));
    const failedIn2 = await settledCall(user.accountId, r.url(), 'given-up', day(23));
    const sentIn = await settledCall(user.accountId, r.url(), 'sent', day(10));
    const retryingIn = await settledCall(user.accountId, r.url(), 'retrying', day(11));
    const failedBefore = await settledCall(user.accountId, r.url(), 'given-up', day(-1));
    const failedAfter = await settledCall(user.accountId, r.url(), 'given-up', day(24));
    const strangers = await settledCall(stranger.accountId, r.url(), 'given-up', day(12));
    const range = ['2026-01-10T00:00:00Z', '2026-01-10T23:59:59.999Z'] as const;

    const [first, second] = await Promise.all([replayRange(api, ...range), replayRange(api, ...range)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect([first.body.queued, second.body.queued].sort()).toEqual([0, 2]);
    expect([first.body.message, second.body.message].sort()).toEqual([
      '2 failed calls were queued to be sent again.',
      'There are no failed calls to replay in this period.',
    ]);

    await whenReplayed(failedIn, 2);
    await whenReplayed(failedIn2, 2);
    await pause(1500);
    expect(r.received.map((q) => headerOf(q, 'webhook-id')).sort()).toEqual(
      [`msg_${failedIn}`, `msg_${failedIn2}`].sort(),
    );
    for (const untouched of [sentIn, retryingIn, failedBefore, failedAfter, strangers]) {
      expect(await attemptsOf(untouched), `call ${untouched}`).toHaveLength(1);
      expect((await callRow(untouched)).replay_attempt).toBeNull();
    }
    // Delivered now, so nothing is left to replay.
    expect((await replayRange(api, ...range)).body.queued).toBe(0);
  });

  it('refuses a period that ends before it starts, and a date that is not one', async () => {
    const backwards = await replayRange(api, '2026-01-10T00:00:00Z', '2026-01-09T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ to: ['to must not be before from'] });
    const notADate = await replayRange(api, 'yesterday', '2026-01-09T00:00:00Z');
    expect(notADate.status).toBe(400);
    expect(Object.keys(notADate.body.error.fields ?? {})).toEqual(['from']);
  });
});

describe('replays through the partner API', () => {
  const asPartner = (key: string, path: string, json?: unknown) =>
    new ApiClient().request<ReplayAnswer & ErrorBody>('POST', path, {
      headers: { 'x-api-key': key },
      ...(json === undefined ? {} : { json }),
    });

  it("replays a call by its webhook-id, only the key's account's, and the failed calls of a period", async () => {
    const r = await receiver(answerWith(200));
    const [mine, theirs] = await Promise.all([createApiKey(user), createApiKey(stranger)]);
    const callId = await settledCall(user.accountId, r.url(), 'given-up');

    expect((await asPartner(theirs.key, `/api/callbacks/msg_${callId}/replay`)).status).toBe(404);
    expect((await asPartner('pk_live_wrong', `/api/callbacks/${callId}/replay`)).status).toBe(401);
    const answer = await asPartner(mine.key, `/api/callbacks/msg_${callId}/replay`);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ queued: 1, more: false, message: 'The call was queued to be sent again.' });
    const { list } = await whenReplayed(callId, 2);
    expect(list[1]).toMatchObject({ status_code: 200, replay: 1 });
    expect(headerOf(r.received[0]!, 'webhook-id')).toBe(`msg_${callId}`);

    const old = await settledCall(user.accountId, r.url(), 'given-up', new Date(Date.UTC(2026, 1, 3, 8)));
    const range = await asPartner(mine.key, '/api/callbacks/replay', {
      from: '2026-02-03T00:00:00+02:00',
      to: '2026-02-03T23:59:59+02:00',
    });
    expect(range.status).toBe(202);
    expect(range.body).toMatchObject({ queued: 1, more: false });
    await whenReplayed(old, 2);
    const unknownField = await asPartner(mine.key, '/api/callbacks/replay', {
      from: '2026-02-03T00:00:00Z',
      to: '2026-02-04T00:00:00Z',
      status: 'failed',
    });
    expect(unknownField.status).toBe(400);
  });
});
