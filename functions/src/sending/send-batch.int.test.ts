// The partner batch send through the real HTTP stack, database, queue, send worker and gateway emulator:
// one answer per recipient in order, with the single send's codes and texts; mixed valid, invalid,
// suppressed and repeated recipients; idempotent retries; every accepted message sent exactly once.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiBase, cdnHeaders } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { createSendingSetup, messagesOf, statsOf, type SendingSetup } from '../test-support/sending-fixtures';
import { emulatorMessages } from '../test-support/sms-gateway';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { BatchSendAnswered } from './sending.schemas';

vi.setConfig({ testTimeout: 90_000 });

let user: TestUser;
let setup: SendingSetup;

beforeAll(async () => {
  user = await createAccountWithUser();
  setup = await createSendingSetup(user);
});

async function sendBatch<T = BatchSendAnswered>(
  campaignId: number,
  apiKey: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${campaignId}/sms/send/batch`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function sendOne(campaignId: number, apiKey: string, body: unknown) {
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${campaignId}/sms/send`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ErrorBody };
}

describe('a batch send', () => {
  it('answers 207 with one result per recipient in order: accepted, or refused as the single send refuses', async () => {
    const own = await createSendingSetup(user);
    await testDb()
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27826660002' })
      .execute();
    await testDb()
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: '+27826660003' })
      .execute();
    const earlier = await sendOne(own.campaignId, own.apiKey, { to: '0826660009', reference: 'order-9' });
    expect(earlier.status).toBe(202);

    const recipients = [
      { to: '082 666 0001', reference: 'order-1' }, // 0 accepted
      { to: '12345' }, // 1 not a cellphone number
      { to: '0826660002' }, // 2 opted out
      { to: '+27 82 666 0003' }, // 3 on the DMA list
      { reference: 'order-4' }, // 4 no number
      { to: '0826660001', reference: 'order-1' }, // 5 the same key again in this batch: the first's answer
      { to: '0826660005', reference: 'order-9' }, // 6 a key used earlier for another number
      { to: '0826660009', reference: 'order-9' }, // 7 a retry of the earlier single send
      { to: '0826660006' }, // 8 accepted
    ];
    const answer = await sendBatch(own.campaignId, own.apiKey, { recipients });
    expect(answer.status).toBe(207);
    expect(answer.body.accepted).toBe(4);
    expect(answer.body.refused).toBe(5);
    const r = answer.body.results;
    expect(r.map((x) => x.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.map((x) => (x.accepted ? 'accepted' : x.error.code))).toEqual([
      'accepted',
      'VALIDATION_FAILED',
      'RECIPIENT_SUPPRESSED',
      'RECIPIENT_SUPPRESSED',
      'VALIDATION_FAILED',
      'accepted',
      'IDEMPOTENCY_KEY_REUSED',
      'accepted',
      'accepted',
    ]);

    // Each refusal has the single send's status and text.
    for (const index of [1, 2, 3, 4, 6]) {
      const single = await sendOne(own.campaignId, own.apiKey, recipients[index]);
      const batched = r[index]!;
      if (batched.accepted) throw new Error(`recipient ${index} was accepted`);
      expect([batched.httpStatus, batched.error.code, batched.error.message, batched.error.fields]).toEqual([
        single.status,
        single.body.error.code,
        single.body.error.message,
        single.body.error.fields,
      ]);
    }
    const first = r[0]!;
    const repeat = r[5]!;
    const retry = r[7]!;
    if (!first.accepted || !repeat.accepted || !retry.accepted) throw new Error('expected accepted');
    expect(first).toMatchObject({ status: 'Queued', to: '+27826660001', segments: 1, encoding: 'GSM-7' });
    expect(repeat.messageId).toBe(first.messageId);
    expect(retry.messageId).toBe((earlier.body as unknown as { messageId: number }).messageId);

    // Written: the earlier single send, two new accepted messages and the two suppressed records (the
    // single sends of the refusal check above wrote two more suppressed records).
    const rows = await messagesOf(own.campaignId);
    const byRecipient = (n: string) => rows.filter((m) => m.recipient === n);
    expect(byRecipient('+27826660001')).toHaveLength(1);
    expect(byRecipient('+27826660006')).toHaveLength(1);
    expect(byRecipient('+27826660009')).toHaveLength(1);
    expect(byRecipient('+27826660005')).toHaveLength(0);
    expect(byRecipient('+27826660002').map((m) => m.status)).toEqual(['Suppressed', 'Suppressed']);
    // One transaction: the batch's rows share one accept time.
    const batchRows = [...byRecipient('+27826660001'), ...byRecipient('+27826660006')];
    expect(new Set(batchRows.map((m) => m.created_at.getTime())).size).toBe(1);
    await eventually(async () => {
      const stats = await statsOf(own.campaignId);
      return stats.queued === 3 && stats.suppressed === 4 ? stats : undefined;
    });
  });

  it('a retried batch answers what the first did and writes nothing twice', async () => {
    const own = await createSendingSetup(user);
    const recipients = Array.from({ length: 20 }, (_, i) => ({
      to: `08266610${String(i).padStart(2, '0')}`,
      reference: `retry-${i}`,
    }));
    const [a, b] = await Promise.all([
      sendBatch(own.campaignId, own.apiKey, { recipients }),
      sendBatch(own.campaignId, own.apiKey, { recipients }),
    ]);
    const c = await sendBatch(own.campaignId, own.apiKey, { recipients });
    for (const answer of [a, b, c]) {
      expect(answer.status).toBe(207);
      expect(answer.body.accepted).toBe(20);
    }
    const ids = (x: typeof a) => x.body.results.map((r) => (r.accepted ? r.messageId : null));
    expect(ids(b)).toEqual(ids(a));
    expect(ids(c)).toEqual(ids(a));
    expect(await messagesOf(own.campaignId)).toHaveLength(20);
  });

  it('refuses the whole call for a wrong key (401), another account’s campaign (404) and a list over 500 (400)', async () => {
    const one = { recipients: [{ to: '0826662001' }] };
    expect((await sendBatch<ErrorBody>(setup.campaignId, 'pk_live_nope', one)).status).toBe(401);
    const other = await createSendingSetup(await createAccountWithUser());
    const foreign = await sendBatch<ErrorBody>(other.campaignId, setup.apiKey, one);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    const tooMany = await sendBatch<ErrorBody>(setup.campaignId, setup.apiKey, {
      recipients: Array.from({ length: 501 }, (_, i) => ({ to: `0826${String(i).padStart(6, '0')}` })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields?.recipients).toEqual([
      'A batch takes at most 500 recipients. Split it into several calls.',
    ]);
    const empty = await sendBatch<ErrorBody>(setup.campaignId, setup.apiKey, { recipients: [] });
    expect(empty.status).toBe(400);
    expect(await messagesOf(other.campaignId)).toHaveLength(0);
  });

  it('a campaign that cannot send refuses each recipient as the single send would (409)', async () => {
    const dormant = await createSendingSetup(user, { status: 0 });
    const answer = await sendBatch(dormant.campaignId, dormant.apiKey, {
      recipients: [{ to: '0826663001' }, { to: '0826663002' }],
    });
    expect(answer.status).toBe(207);
    expect(answer.body.accepted).toBe(0);
    for (const r of answer.body.results) {
      if (r.accepted) throw new Error('accepted');
      expect([r.httpStatus, r.error.code]).toEqual([409, 'CAMPAIGN_NOT_SENDABLE']);
    }
  });

  it('takes 500 recipients in one call, and each is sent exactly once through the gateway', async () => {
    const own = await createSendingSetup(await createAccountWithUser(), { connected: true });
    const recipients = Array.from({ length: 500 }, (_, i) => ({
      to: `+2782667${String(i).padStart(4, '0')}`,
    }));
    const answer = await sendBatch(own.campaignId, own.apiKey, { recipients });
    expect(answer.status).toBe(207);
    expect(answer.body.accepted).toBe(500);
    const ids = answer.body.results.map((r) => (r.accepted ? r.messageId : 0));
    expect(new Set(ids).size).toBe(500);
    await eventually(async () => {
      const stats = await statsOf(own.campaignId);
      return stats.sent === 500 ? stats : undefined;
    }, 80_000);
    const sent = await emulatorMessages({ account: own.emulatorAccounts[0]!.username });
    const references = sent.map((m) => m.reference);
    expect(new Set(references).size).toBe(500);
    expect(references.length).toBe(500);
    expect((await statsOf(own.campaignId)).queued).toBe(500);
  });
});
