// Web-service callbacks through the real test stack: the campaign's callback URL (saved through the API,
// guarded), a callback recorded the way replies and delivery reports record theirs, the WebhookDeliveries
// queue, the delivery worker posting to a partner's endpoint on loopback, the sweep, and the history,
// request-details and signing-secret routes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../platform/log';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import {
  answerWith,
  hang,
  type Answer,
  headerOf,
  startCallbackReceiver,
  type CallbackReceiver,
  type ReceivedRequest,
} from '../test-support/callback-receiver';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { deliverToWorker, invokeFunction, sendToStageQueue } from '../test-support/functions';
import { dispatchCallbacks, recordCallback } from './callbacks';
import type { WebhookHistory, WebhookSecret } from './webhooks.schemas';

vi.setConfig({ testTimeout: 60_000 });

const log = createLogger({ test: 'webhooks' });
const NOT_PUBLIC =
  'This URL points to a private, loopback or link-local network address. Callbacks can only be sent to addresses on the public internet.';

let user: TestUser;
let api: ApiClient;
let campaignId: number;
const receivers: CallbackReceiver[] = [];

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  const basics = await createCampaignBasics(user);
  const created = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
    name: 'Callbacks',
    categoryId: basics.categoryId,
  });
  campaignId = created.body.id;
});

afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});

async function receiver(...answers: Answer[]): Promise<CallbackReceiver> {
  const r = await startCallbackReceiver(answers);
  receivers.push(r);
  return r;
}

const saveReplies = (client: ApiClient, id: number, callbackUrl: string | null) =>
  client.request<ErrorBody>('PATCH', `/api/sms/campaigns/${id}/replies`, {
    json: { receiveActive: true, type: 'Default', staticKeyword: null, callbackUrl },
  });

let events = 0;
/** A reply's callback, recorded and dispatched as the replies area does after its commit. */
async function raiseCallback(accountId = user.accountId, id = campaignId, dispatch = true): Promise<number> {
  events += 1;
  const callId = await recordCallback(testDb(), {
    accountId,
    campaignId: id,
    type: 'Reply',
    eventKey: `test:${Date.now()}:${events}`,
    occurredAt: new Date(),
    data: { replyId: events, from: '+27825550001', message: 'YES please' },
    cellphone: '+27825550001',
  });
  expect(callId).not.toBeNull();
  if (dispatch) await dispatchCallbacks([callId], log);
  return callId!;
}

const callRow = (id: number) =>
  testDb().selectFrom('webhook_calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attemptsOf = (id: number) =>
  testDb().selectFrom('webhook_attempts').selectAll().where('call_id', '=', id).orderBy('attempt').execute();
const until = <T>(check: () => Promise<T | undefined>, ms = 30_000) => eventually(check, ms);
const whenSettled = (id: number, ms?: number) =>
  until(async () => {
    const row = await callRow(id);
    return row.sent || row.given_up ? row : undefined;
  }, ms);
const history = async (client = api) => {
  const answer = await client.get<WebhookHistory>('/api/web-hooks/history');
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Standard Webhooks verification, written from the specification, as a partner would. */
function verifyAsPartner(
  request: ReceivedRequest,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const id = headerOf(request, 'webhook-id');
  const timestamp = headerOf(request, 'webhook-timestamp');
  const signatures = headerOf(request, 'webhook-signature');
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe('the callback URL on the Replies step', () => {
  it('is saved, shown, and cleared', async () => {
    const r = await receiver();
    expect((await saveReplies(api, campaignId, ` ${r.url('/x?y=1')} `)).status).toBe(204);
    const campaign = await api.get<{ replies: { callbackUrl: string | null } }>(
      `/api/sms/campaigns/${campaignId}`,
    );
    expect(campaign.body.replies.callbackUrl).toBe(r.url('/x?y=1'));
    expect((await saveReplies(api, campaignId, '')).status).toBe(204);
    expect(
      (await api.get<{ replies: { callbackUrl: null } }>(`/api/sms/campaigns/${campaignId}`)).body.replies
        .callbackUrl,
    ).toBeNull();
  });

  it.each([
    'http://10.1.2.3/hooks',
    'http://192.168.1.20:8080/hooks',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses %s at save, in words, and keeps the saved URL', async (url) => {
    const r = await receiver();
    await saveReplies(api, campaignId, r.url());
    const answer = await saveReplies(api, campaignId, url);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'HOST_NOT_ALLOWED',
      message: NOT_PUBLIC,
      fields: { callbackUrl: [NOT_PUBLIC] },
    });
    const campaign = await api.get<{ replies: { callbackUrl: string } }>(`/api/sms/campaigns/${campaignId}`);
    expect(campaign.body.replies.callbackUrl).toBe(r.url());
  });

  it('refuses a malformed URL and a host that does not resolve', async () => {
    const malformed = await saveReplies(api, campaignId, 'ftp://example.com/x');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({
      callbackUrl: ['Please enter a valid URL starting with http:// or https://'],
    });
    const unknown = await saveReplies(api, campaignId, 'https://no-such-host.invalid/hooks');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toMatch(/^The host name no-such-host\.invalid could not be found\./);
  });
});

describe('a callback delivered to a partner', () => {
  it('is retried after a 500, then delivered, signed, and recorded with its attempts and raw request', async () => {
    const r = await receiver(answerWith(500, 'Database down'), answerWith(200, 'thanks'));
    expect((await saveReplies(api, campaignId, r.url())).status).toBe(204);
    const callId = await raiseCallback();
    const call = await whenSettled(callId);
    expect(call).toMatchObject({
      sent: 1,
      given_up: 0,
      send_attempts: 2,
      last_status_code: 200,
      next_attempt_at: null,
    });
    expect(r.received).toHaveLength(2);

    const attempts = await attemptsOf(callId);
    expect(attempts.map((a) => [a.attempt, a.status_code, a.response_excerpt])).toEqual([
      [1, 500, 'Database down'],
      [2, 200, 'thanks'],
    ]);
    // What the partner got is, byte for byte, what was recorded; the retry came about a second later (test schedule).
    expect(attempts.map((a) => a.request_text)).toEqual(r.received.map((q) => q.raw));
    expect(attempts[1]!.started_at.getTime() - attempts[0]!.started_at.getTime()).toBeGreaterThanOrEqual(900);

    const [first, second] = r.received as [ReceivedRequest, ReceivedRequest];
    expect(first.method).toBe('POST');
    expect(headerOf(first, 'content-type')).toBe('application/json');
    expect(headerOf(first, 'user-agent')).toMatch(/^Pulsar-Messaging-Webhooks\//);
    expect(headerOf(first, 'webhook-id')).toBe(`msg_${callId}`);
    expect(headerOf(second, 'webhook-id')).toBe(`msg_${callId}`);
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'sms.reply.received',
      data: { campaignId, from: '+27825550001', message: 'YES please' },
    });

    const secret = (await api.get<WebhookSecret>('/api/settings/webhook-secret')).body.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(verifyAsPartner(second, secret)).toBe(true);
    expect(verifyAsPartner({ ...second, body: second.body.replace('YES', 'NO') }, secret)).toBe(false);
    expect(verifyAsPartner(second, secret, Math.floor(Date.now() / 1000) + 3600)).toBe(false);

    const { data, totalCount } = await history();
    const row = data.rows.find((x) => x.id === callId);
    expect(row).toMatchObject({
      type: 'Reply',
      callbackUrl: r.url(),
      requestHttpMethod: 'POST',
      requestContentType: 'application/json',
      sendAttempts: 2,
      sent: true,
      lastStatusCode: 200,
      statusCodeString: 'OK',
      lastError: null,
      dateToBeSent: null,
    });
    expect(row!.dateSent).not.toBeNull();
    expect(totalCount).toBeGreaterThanOrEqual(data.totalRows);

    const details = await api.get<string>(`/api/web-hooks/request-details?webhookQueueId=${callId}`);
    expect(details.status).toBe(200);
    expect(details.body).toBe(second.raw);
  });

  it('gives up after the last attempt of the schedule, each one recorded', async () => {
    const r = await receiver(answerWith(500, 'no'));
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback();
    const call = await whenSettled(callId, 45_000);
    expect(call).toMatchObject({
      sent: 0,
      given_up: 1,
      send_attempts: 8,
      last_status_code: 500,
      next_attempt_at: null,
    });
    expect((await attemptsOf(callId)).map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.received).toHaveLength(8);
    const row = (await history()).data.rows.find((x) => x.id === callId);
    expect(row).toMatchObject({
      sent: false,
      sendAttempts: 8,
      lastStatusCode: 500,
      statusCodeString: 'Internal Server Error',
      dateSent: null,
      dateToBeSent: null,
    });
  });

  it('never follows a redirect: the 302 is recorded as a failure', async () => {
    const target = await receiver();
    const r = await receiver(answerWith(302, '', { Location: target.url('/elsewhere') }), answerWith(200));
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback();
    const call = await whenSettled(callId);
    const [first] = await attemptsOf(callId);
    expect(first).toMatchObject({
      status_code: 302,
      error: `Redirect not followed (Location: ${target.url('/elsewhere')}).`,
    });
    expect(call).toMatchObject({ sent: 1, send_attempts: 2 });
    expect(target.received).toHaveLength(0);
  });

  it('records a time-out and tries again', async () => {
    const r = await receiver(hang, answerWith(204));
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback();
    const call = await whenSettled(callId);
    const [first, second] = await attemptsOf(callId);
    expect(first).toMatchObject({ status_code: null, error: 'Timed out after 3 s.' });
    expect(first!.duration_ms).toBeGreaterThanOrEqual(2900);
    expect(second).toMatchObject({ status_code: 204, error: null });
    expect(call).toMatchObject({ sent: 1, last_status_code: 204 });
    const row = (await history()).data.rows.find((x) => x.id === callId);
    expect(row).toMatchObject({ statusCodeString: 'No Content', sendAttempts: 2 });
  });

  it('refuses a private address at delivery too, and gives up at once with the reason', async () => {
    // A URL saved before it resolved to a private address: stored directly, as the save would refuse it.
    await testDb()
      .updateTable('sms_campaigns')
      .set({ callback_url: 'http://10.20.30.40/hooks' })
      .where('id', '=', campaignId)
      .execute();
    const callId = await raiseCallback();
    const call = await whenSettled(callId);
    expect(call).toMatchObject({
      sent: 0,
      given_up: 1,
      send_attempts: 1,
      last_status_code: null,
      last_error: NOT_PUBLIC,
    });
    const [attempt] = await attemptsOf(callId);
    expect(attempt).toMatchObject({ attempt: 1, status_code: null, error: NOT_PUBLIC });
    expect(attempt!.request_text).toMatch(/^POST \/hooks HTTP\/1\.1\r\nHost: 10\.20\.30\.40\r\n/);
    const row = (await history()).data.rows.find((x) => x.id === callId);
    expect(row).toMatchObject({
      lastStatusCode: null,
      statusCodeString: 'No response',
      lastError: NOT_PUBLIC,
      dateToBeSent: null,
    });
  });

  it('posts once for duplicate queue messages and redeliveries', async () => {
    const r = await receiver(answerWith(200));
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback();
    for (let i = 0; i < 3; i += 1) await sendToStageQueue('webhook-deliveries', { callId });
    await whenSettled(callId);
    const answer = await deliverToWorker('webhookDeliveryWorker', 'webhook-deliveries', { callId });
    expect(answer.batchItemFailures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(r.received).toHaveLength(1);
    expect(await callRow(callId)).toMatchObject({ sent: 1, send_attempts: 1 });
    expect(await attemptsOf(callId)).toHaveLength(1);
  });

  it('is queued by the sweep when its dispatch never happened', async () => {
    const r = await receiver(answerWith(200));
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback(user.accountId, campaignId, false);
    await testDb()
      .updateTable('webhook_calls')
      .set({ next_attempt_at: new Date(Date.now() - 60_000) })
      .where('id', '=', callId)
      .execute();
    const swept = await invokeFunction<{ callbacksRequeued: number }>('jobSweeper');
    expect(swept.callbacksRequeued).toBeGreaterThanOrEqual(0);
    expect(await whenSettled(callId)).toMatchObject({ sent: 1 });
    expect(r.received).toHaveLength(1);
  });
});

describe('the history and request details of another account', () => {
  it('are not shown; ids of other accounts are not found', async () => {
    const r = await receiver();
    await saveReplies(api, campaignId, r.url());
    const mine = await raiseCallback();
    await whenSettled(mine);

    const stranger = await createAccountWithUser();
    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    expect(await history(strangerApi)).toEqual({ data: { rows: [], totalRows: 0 }, totalCount: 0 });
    const peek = await strangerApi.get<ErrorBody>(`/api/web-hooks/request-details?webhookQueueId=${mine}`);
    expect(peek.status).toBe(404);
    expect(peek.body.error.message).toBe('The web-hook call was not found.');
    // Nor can another account's campaign be given a callback URL.
    expect((await saveReplies(strangerApi, campaignId, r.url())).status).toBe(404);

    for (const bad of ['', 'abc', '0', '-4', '1.5']) {
      const answer = await api.get<ErrorBody>(`/api/web-hooks/request-details?webhookQueueId=${bad}`);
      expect(answer.status, bad).toBe(400);
    }
    expect((await api.get('/api/web-hooks/request-details?webhookQueueId=999999999')).status).toBe(404);
  });

  it('shows the request to be sent for a call not attempted yet, newest first in the history', async () => {
    const r = await receiver();
    await saveReplies(api, campaignId, r.url());
    const callId = await raiseCallback(user.accountId, campaignId, false);
    // Not due for an hour (as a retry would be): the request as it would be sent now.
    await testDb()
      .updateTable('webhook_calls')
      .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', callId)
      .execute();
    const details = await api.get<string>(`/api/web-hooks/request-details?webhookQueueId=${callId}`);
    expect(details.body).toMatch(
      new RegExp(`^POST /hooks/sms HTTP/1\\.1\\r\\nHost: 127\\.0\\.0\\.1:\\d+\\r\\n`),
    );
    expect(details.body).toContain(`\r\nwebhook-id: msg_${callId}\r\n`);
    const { data } = await history();
    expect(data.rows[0]).toMatchObject({
      id: callId,
      sendAttempts: 0,
      sent: false,
      lastStatusCode: null,
      statusCodeString: null,
    });
    expect(data.rows[0]!.dateToBeSent).not.toBeNull();
    await testDb().deleteFrom('webhook_calls').where('id', '=', callId).execute();
  });
});

describe('the signing secret in Settings', () => {
  it('is the account’s own, and rotating it signs with the new and, for a day, the previous one', async () => {
    const first = (await api.get<WebhookSecret>('/api/settings/webhook-secret')).body;
    expect((await api.get<WebhookSecret>('/api/settings/webhook-secret')).body.secret).toBe(first.secret);

    const other = await createAccountWithUser();
    const otherApi = new ApiClient();
    await otherApi.signIn(other.email, other.password);
    expect((await otherApi.get<WebhookSecret>('/api/settings/webhook-secret')).body.secret).not.toBe(
      first.secret,
    );

    const rotated = await api.post<WebhookSecret>('/api/settings/webhook-secret');
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(first.secret);
    const until = new Date(rotated.body.previousSecretValidUntil!).getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const r = await receiver();
    await saveReplies(api, campaignId, r.url());
    await whenSettled(await raiseCallback());
    const [request] = r.received as [ReceivedRequest];
    expect(headerOf(request, 'webhook-signature')!.split(' ')).toHaveLength(2);
    expect(verifyAsPartner(request, rotated.body.secret)).toBe(true);
    expect(verifyAsPartner(request, first.secret)).toBe(true);
    // The sealed secret is not stored in clear.
    const stored = await testDb()
      .selectFrom('accounts')
      .select('webhook_signing_secret')
      .where('id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    expect(stored.webhook_signing_secret!.toString('latin1')).not.toContain(rotated.body.secret);
  });

  it('needs a signed-in user and the CSRF token to rotate', async () => {
    expect((await new ApiClient().get('/api/settings/webhook-secret')).status).toBe(401);
    expect((await api.request('POST', '/api/settings/webhook-secret', { csrf: false })).status).toBe(403);
  });
});
