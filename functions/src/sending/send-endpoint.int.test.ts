// The partner send endpoint through the real HTTP stack and database: what it accepts, every refusal,
// idempotency and the key's rate limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiBase, cdnHeaders } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import {
  createApiKey,
  createSendingSetup,
  messagesOf,
  statsOf,
  type SendingSetup,
} from '../test-support/sending-fixtures';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { SendAccepted } from './sending.schemas';

let user: TestUser;
let setup: SendingSetup;

beforeAll(async () => {
  user = await createAccountWithUser();
  setup = await createSendingSetup(user);
});

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

const sendUrl = (campaignId: number, query: Record<string, string>) =>
  `${apiBase()}/api/campaigns/sms/${campaignId}/sms/send?${new URLSearchParams(query)}`;

async function getSend<T = SendAccepted>(
  campaignId: number,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(sendUrl(campaignId, query), { headers: { ...cdnHeaders(), ...headers } });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function postSend<T = SendAccepted>(
  campaignId: number,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer<T>> {
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${campaignId}/sms/send`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

const withoutRequestId = (body: ErrorBody) => ({ ...body, error: { ...body.error, requestId: undefined } });

describe('accepting a send', () => {
  it('answers 202 with the message id, status and segments, and writes the message with its short link', async () => {
    const answer = await getSend(setup.campaignId, { apikey: setup.apiKey, to: '082 123 4567' });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      status: 'Queued',
      to: '+27821234567',
      segments: 1,
      encoding: 'GSM-7',
    });
    const [row] = (await messagesOf(setup.campaignId)).filter((m) => m.id === answer.body.messageId);
    expect(row).toMatchObject({ source: 'Api', api_key_id: setup.apiKeyId, recipient: '+27821234567' });
    expect(row!.short_code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(row!.body).toBe(`Your code is ready. ${process.env.SMS_SHORT_URL_HOST}/${row!.short_code}`);
    expect(row!.click_url).toBe('https://shop.example/offer');
    // The relay hands it to the send queue off the request, within moments.
    await eventually(async () =>
      (await messagesOf(setup.campaignId)).find((m) => m.id === answer.body.messageId && m.enqueued_at),
    );
  });

  it('takes a POST with the key in Authorization: Bearer or X-Api-Key', async () => {
    const bearer = await postSend(
      setup.campaignId,
      { to: '+27821234568' },
      { authorization: `Bearer ${setup.apiKey}` },
    );
    expect(bearer.status).toBe(202);
    const header = await postSend(setup.campaignId, { to: '0821234569' }, { 'x-api-key': setup.apiKey });
    expect(header.status).toBe(202);
    expect(header.body.to).toBe('+27821234569');
  });

  it('gives every message its own short code, and counts UCS-2 parts', async () => {
    const own = await createSendingSetup(user, {
      messages: ['Ваш код готов #CLICKURL#'],
      clickUrl: 'www.shop.example',
    });
    const a = await getSend(own.campaignId, { apikey: own.apiKey, to: '0821230001' });
    const b = await getSend(own.campaignId, { apikey: own.apiKey, to: '0821230001' });
    expect(a.body.encoding).toBe('UCS-2');
    const rows = await messagesOf(own.campaignId);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.short_code).not.toBe(rows[1]!.short_code);
    expect(b.body.messageId).not.toBe(a.body.messageId);
    // Counted Queued by the relay as it hands them to the send queue.
    await eventually(async () => ((await statsOf(own.campaignId)).queued === 2 ? true : undefined));
  });

  it('rotates between several active messages', async () => {
    const own = await createSendingSetup(user, { messages: ['First text', 'Second text'], clickUrl: null });
    for (let i = 0; i < 30; i++)
      await getSend(own.campaignId, { apikey: own.apiKey, to: `08212300${10 + i}` });
    const bodies = new Set((await messagesOf(own.campaignId)).map((m) => m.body));
    expect(bodies).toEqual(new Set(['First text', 'Second text']));
  });
});

describe('refusals', () => {
  it('401 without a key, with a wrong key and with a revoked key, the same whether or not the campaign exists', async () => {
    const none = await getSend<ErrorBody>(setup.campaignId, { to: '0821234567' });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHENTICATED');
    const wrong = await getSend<ErrorBody>(setup.campaignId, { apikey: 'pk_live_nope', to: '0821234567' });
    const wrongMissing = await getSend<ErrorBody>(999_999_999, { apikey: 'pk_live_nope', to: '0821234567' });
    expect(wrong.status).toBe(401);
    expect(withoutRequestId(wrongMissing.body)).toEqual(withoutRequestId(wrong.body));
    const revoked = await createApiKey(user);
    await testDb()
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', revoked.id)
      .execute();
    const answer = await getSend<ErrorBody>(setup.campaignId, { apikey: revoked.key, to: '0821234567' });
    expect(answer.status).toBe(401);
    expect(withoutRequestId(answer.body)).toEqual(withoutRequestId(wrong.body));
    const disabled = await createApiKey(user);
    await testDb()
      .updateTable('api_keys')
      .set({ disabled_at: new Date() })
      .where('id', '=', disabled.id)
      .execute();
    expect(
      (await postSend(setup.campaignId, { to: '0821234567' }, { 'x-api-key': disabled.key })).status,
    ).toBe(401);
  });

  it("404 for another account's campaign and for a campaign that does not exist", async () => {
    const other = await createSendingSetup(await createAccountWithUser());
    const answer = await getSend<ErrorBody>(other.campaignId, { apikey: setup.apiKey, to: '0821234567' });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
    expect((await getSend(999_999_999, { apikey: setup.apiKey, to: '0821234567' })).status).toBe(404);
    expect(await messagesOf(other.campaignId)).toHaveLength(0);
  });

  it('409 for a Dormant, an archived and a non-transactional campaign, saying which', async () => {
    const cases = [
      [{ status: 0 }, /Dormant/],
      [{ archived: true }, /archived/],
      [{ type: 0 }, /not a transactional campaign/],
    ] as const;
    for (const [options, text] of cases) {
      const own = await createSendingSetup(user, options);
      const answer = await getSend<ErrorBody>(own.campaignId, { apikey: own.apiKey, to: '0821234567' });
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('CAMPAIGN_NOT_SENDABLE');
      expect(answer.body.error.message).toMatch(text);
      expect(await messagesOf(own.campaignId)).toHaveLength(0);
    }
  });

  it('400 for a number that is not a valid cellphone number for the account’s country', async () => {
    for (const to of ['12345', '0211234567x', '+4420', 'not a number']) {
      const answer = await getSend<ErrorBody>(setup.campaignId, { apikey: setup.apiKey, to });
      expect(answer.status, to).toBe(400);
      expect(answer.body.error.message).toContain('not a valid cellphone number for South Africa');
      expect(answer.body.error.fields?.to?.[0]).toContain('0821234567');
    }
    const missing = await postSend<ErrorBody>(setup.campaignId, {}, { 'x-api-key': setup.apiKey });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.to).toBeDefined();
    const wrongType = await postSend<ErrorBody>(
      setup.campaignId,
      { to: 27821234567 },
      { 'x-api-key': setup.apiKey },
    );
    expect(wrongType.status).toBe(400);
  });

  it('refuses an opted-out or DMA-suppressed recipient and records the message as Suppressed', async () => {
    const own = await createSendingSetup(user);
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27825550001' })
      .execute();
    await testDb()
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: '+27825550002' })
      .execute();
    const optout = await getSend<ErrorBody>(own.campaignId, { apikey: own.apiKey, to: '0825550001' });
    expect(optout.status).toBe(422);
    expect(optout.body.error).toMatchObject({ code: 'RECIPIENT_SUPPRESSED' });
    expect(optout.body.error.message).toMatch(/opted out/);
    const dma = await getSend<ErrorBody>(own.campaignId, { apikey: own.apiKey, to: '0825550002' });
    expect(dma.status).toBe(422);
    expect(dma.body.error.message).toMatch(/DMA/);
    const rows = await messagesOf(own.campaignId);
    expect(rows.map((r) => [r.recipient, r.status, r.suppression, r.enqueued_at])).toEqual([
      ['+27825550001', 'Suppressed', 'Optout', null],
      ['+27825550002', 'Suppressed', 'Dma', null],
    ]);
    expect(await statsOf(own.campaignId)).toMatchObject({ queued: 0, suppressed: 2 });
  });

  it('a key revoked in Settings while a partner is sending is refused within PARTNER_KEY_CACHE_SECONDS (5 s)', async () => {
    const api = new ApiClient();
    await api.signIn(user.email, user.password);
    const made = await api.post<{ id: number; key: string }>('/api/settings/api-keys', {
      name: `Revoke ${Date.now()}`,
    });
    // Busy: every instance serving it has the key in hand.
    const busy = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        getSend(setup.campaignId, { apikey: made.body.key, to: `08255520${10 + i}` }),
      ),
    );
    expect(busy.map((a) => a.status)).toEqual(Array(6).fill(202));
    expect((await api.request('DELETE', `/api/settings/api-keys/${made.body.id}`)).status).toBe(204);
    const revokedAt = Date.now();
    const refused = await eventually(async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          getSend<ErrorBody>(setup.campaignId, { apikey: made.body.key, to: '0825552099' }),
        ),
      );
      return answers.every((a) => a.status === 401) ? Date.now() : undefined;
    }, 10_000);
    expect(refused - revokedAt).toBeLessThanOrEqual(5_000 + 1_500);
  });

  it('a busy campaign switched to Dormant, or a recipient opting out, is refused at the next send; an edited message arrives within SEND_CONTENT_CACHE_SECONDS (5 s)', async () => {
    const own = await createSendingSetup(user, { messages: ['Old text'], clickUrl: null });
    // Busy: the instances serving it hold its content.
    const busy = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        getSend(own.campaignId, { apikey: own.apiKey, to: `08255530${10 + i}` }),
      ),
    );
    expect(busy.map((a) => a.status)).toEqual(Array(6).fill(202));

    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27825553020' })
      .execute();
    const optedOut = await Promise.all(
      Array.from({ length: 4 }, () =>
        getSend<ErrorBody>(own.campaignId, { apikey: own.apiKey, to: '0825553020' }),
      ),
    );
    expect(optedOut.map((a) => a.status)).toEqual(Array(4).fill(422));

    await testDb()
      .updateTable('sms_campaign_messages')
      .set({ message: 'New text' })
      .where('campaign_id', '=', own.campaignId)
      .execute();
    const editedAt = Date.now();
    const seen = await eventually(async () => {
      const sent = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          getSend(own.campaignId, { apikey: own.apiKey, to: `08255531${10 + i}` }),
        ),
      );
      const bodies = await testDb()
        .selectFrom('sms_messages')
        .select('body')
        .where(
          'id',
          'in',
          sent.map((a) => a.body.messageId),
        )
        .execute();
      return bodies.length === 4 && bodies.every((b) => b.body === 'New text') ? Date.now() : undefined;
    }, 10_000);
    expect(seen - editedAt).toBeLessThanOrEqual(5_000 + 1_500);

    await testDb().updateTable('sms_campaigns').set({ status: 0 }).where('id', '=', own.campaignId).execute();
    const dormant = await Promise.all(
      Array.from({ length: 4 }, () =>
        getSend<ErrorBody>(own.campaignId, { apikey: own.apiKey, to: '0825553030' }),
      ),
    );
    expect(dormant.map((a) => [a.status, a.body.error?.code])).toEqual(
      Array(4).fill([409, 'CAMPAIGN_NOT_SENDABLE']),
    );
    expect((await messagesOf(own.campaignId)).filter((m) => m.recipient === '+27825553030')).toHaveLength(0);
  });

  it('429 with Retry-After over the key’s rate, counted across instances', async () => {
    const own = await createSendingSetup(user, { rateLimitPerSecond: 2 });
    await getSend(own.campaignId, { apikey: own.apiKey, to: '0825551000' }); // warm the function
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        getSend<unknown>(own.campaignId, { apikey: own.apiKey, to: `08255510${10 + i}` }),
      ),
    );
    const windows = Math.floor(Date.now() / 1000) - Math.floor(started / 1000) + 1;
    const limited = answers.filter((a) => a.status === 429);
    const accepted = answers.filter((a) => a.status === 202);
    // Parallel requests (served by several instances) share the key's one-second windows: two each.
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2 * windows);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBe(12 - accepted.length);
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    expect((limited[0]!.body as ErrorBody).error.code).toBe('RATE_LIMITED');
    expect(await messagesOf(own.campaignId)).toHaveLength(accepted.length + 1);
  });
});

describe('idempotency', () => {
  it('a retry with the same Idempotency-Key answers the first answer and sends nothing twice', async () => {
    const own = await createSendingSetup(user);
    const headers = { 'x-api-key': own.apiKey, 'idempotency-key': 'order-1001' };
    const first = await postSend(own.campaignId, { to: '0821112222' }, headers);
    const again = await postSend(own.campaignId, { to: '+27 82 111 2222' }, headers);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body.messageId).toBe(first.body.messageId);
    const byReference = await getSend(own.campaignId, {
      apikey: own.apiKey,
      to: '0821112222',
      reference: 'order-1001',
    });
    expect(byReference.body.messageId).toBe(first.body.messageId);
    expect(await messagesOf(own.campaignId)).toHaveLength(1);
    await eventually(async () => ((await statsOf(own.campaignId)).queued === 1 ? true : undefined));
  });

  it('parallel requests with one key make one message', async () => {
    const own = await createSendingSetup(user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        getSend(own.campaignId, { apikey: own.apiKey, to: '0821113333', reference: 'dup-7' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((a) => a.body.messageId)).size).toBe(1);
    expect(await messagesOf(own.campaignId)).toHaveLength(1);
  });

  it('refuses a key reused for another recipient (422), and replays a suppressed refusal', async () => {
    const own = await createSendingSetup(user);
    await getSend(own.campaignId, { apikey: own.apiKey, to: '0821114444', reference: 'k-1' });
    const other = await getSend<ErrorBody>(own.campaignId, {
      apikey: own.apiKey,
      to: '0821115555',
      reference: 'k-1',
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27821116666' })
      .execute();
    const first = await getSend<ErrorBody>(own.campaignId, {
      apikey: own.apiKey,
      to: '0821116666',
      reference: 'k-2',
    });
    const again = await getSend<ErrorBody>(own.campaignId, {
      apikey: own.apiKey,
      to: '0821116666',
      reference: 'k-2',
    });
    expect([first.status, again.status]).toEqual([422, 422]);
    expect(again.body.error.code).toBe('RECIPIENT_SUPPRESSED');
    expect((await messagesOf(own.campaignId)).filter((m) => m.recipient === '+27821116666')).toHaveLength(1);
  });
});

describe('send a test (signed-in user)', () => {
  it('sends through the same path and refuses other accounts’ campaigns', async () => {
    const api = new ApiClient();
    await api.signIn(user.email, user.password);
    const answer = await api.post<SendAccepted>(`/api/sms/campaigns/${setup.campaignId}/test-send`, {
      to: '0827778888',
    });
    expect(answer.status).toBe(202);
    const row = (await messagesOf(setup.campaignId)).find((m) => m.id === answer.body.messageId);
    expect(row).toMatchObject({ source: 'Test', api_key_id: null, recipient: '+27827778888' });
    const other = await createSendingSetup(await createAccountWithUser());
    expect(
      (await api.post(`/api/sms/campaigns/${other.campaignId}/test-send`, { to: '0827778888' })).status,
    ).toBe(404);
    const anonymous = new ApiClient();
    expect(
      (await anonymous.post(`/api/sms/campaigns/${setup.campaignId}/test-send`, { to: '0827778888' })).status,
    ).toBe(401);
  });
});
