// The delivery-report webhook through the real HTTP stack and database: what BulkSMS posts (arrays of
// message objects) to /api/webhooks/sms/{providerId}/delivery-reports?secret=..., and, at the end, the
// whole loop: the adapter sends through the emulator, which posts its reports to this webhook.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { deliveryReportsWebhookUrl, gatewayFor } from '../providers/gateways';
import type { ProviderConnection } from '../providers/gateways/sms-gateway';
import type { MessageStatus } from '../sending/sending.table';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { createConnectedProvider, setEmulatorBehaviour } from '../test-support/sms-gateway';
import type { DeliveryReportsAnswer } from './delivery-reports.schemas';

let user: TestUser;
let campaignId: number;
let provider: { providerId: number; connection: ProviderConnection; emulatorAccount: { username: string } };
const webhook = new ApiClient();

beforeAll(async () => {
  user = await createAccountWithUser();
  const owner = new ApiClient();
  await owner.signIn(user.email, user.password);
  const basics = await createCampaignBasics(user);
  const created = await owner.post<{ id: number }>('/api/sms/campaigns/transactional', {
    name: 'Delivery reports',
    categoryId: basics.categoryId,
  });
  campaignId = created.body.id;
  provider = await createConnectedProvider(user.accountId);
});

/** Unique within the run (a counter), and across runs (the time and a random tail). */
let providerIds = 0;

/** A message row as the send pipeline leaves it (through the table the sending area owns). */
async function insertMessage(
  values: {
    status?: MessageStatus;
    providerMessageId?: string | null;
    accountId?: number;
    campaign?: number;
  } = {},
): Promise<{ id: number; providerMessageId: string | null }> {
  const providerMessageId =
    values.providerMessageId === undefined
      ? `${Date.now()}${String((providerIds += 1)).padStart(4, '0')}${randomBytes(2).readUInt16BE()}`
      : values.providerMessageId;
  const { insertId } = await testDb()
    .insertInto('sms_messages')
    .values({
      account_id: values.accountId ?? user.accountId,
      campaign_id: values.campaign ?? campaignId,
      source: 'Api',
      recipient: '+27821234567',
      body: 'Your order has shipped',
      segments: 1,
      encoding: 'GSM7',
      status: values.status ?? 'Sent',
      provider_id: provider.providerId,
      provider_message_id: providerMessageId,
      cost: '0.2500',
      sent_at: new Date(),
    })
    .executeTakeFirstOrThrow();
  return { id: Number(insertId), providerMessageId };
}

const messageRow = (id: number) =>
  testDb()
    .selectFrom('sms_messages')
    .select(['status', 'delivered_at', 'failed_at', 'fail_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const reportRows = (providerMessageId: string) =>
  testDb()
    .selectFrom('sms_delivery_reports')
    .select(['status', 'delivered', 'message_id', 'account_id'])
    .where('provider_id', '=', provider.providerId)
    .where('provider_message_id', '=', providerMessageId)
    .orderBy('id')
    .execute();

async function stats(campaign = campaignId) {
  const row = await testDb()
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      eb.fn.sum<number>('delivered').as('delivered'),
      eb.fn.sum<number>('undelivered').as('undelivered'),
    ])
    .where('campaign_id', '=', campaign)
    .executeTakeFirst();
  return { delivered: Number(row?.delivered ?? 0), undelivered: Number(row?.undelivered ?? 0) };
}

/** A SENT message object with a status, as BulkSMS posts it to a SENT webhook. */
const bulkSms = (id: string, type: string, subtype: string | null = null, userSuppliedId?: string) => ({
  id,
  type: 'SENT',
  from: '+27600000000',
  to: '+27821234567',
  body: 'Your order has shipped',
  encoding: 'TEXT',
  protocolId: 0,
  messageClass: 2,
  numberOfParts: 1,
  creditCost: 1,
  submission: { id: '1-00000000000000000001', date: '2026-01-01T10:00:00Z' },
  status: { id: `${type}.${subtype ?? 'null'}`, type, subtype },
  relatedSentMessageId: null,
  ...(userSuppliedId ? { userSuppliedId } : {}),
});

function post(body: unknown, options: { providerId?: number | string; secret?: string | null } = {}) {
  const secret = options.secret === undefined ? provider.connection.webhookSecret : options.secret;
  const query = secret === null ? '' : `?secret=${encodeURIComponent(secret!)}`;
  return webhook.request<DeliveryReportsAnswer & ErrorBody>(
    'POST',
    `/api/webhooks/sms/${options.providerId ?? provider.providerId}/delivery-reports${query}`,
    { json: body },
  );
}

describe('who may post reports', () => {
  it('refuses a wrong, missing or truncated secret, an unknown provider and a provider id that is no id, all alike', async () => {
    const { providerMessageId } = await insertMessage();
    const body = [bulkSms(providerMessageId!, 'DELIVERED')];
    const answers = await Promise.all([
      post(body, { secret: 'not-the-secret' }),
      post(body, { secret: null }),
      post(body, { secret: provider.connection.webhookSecret!.slice(0, -1) }),
      post(body, { providerId: 999_999_999 }),
      post(body, { providerId: 'abc' }),
      post(body, { providerId: provider.providerId + 1, secret: provider.connection.webhookSecret }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'This webhook needs the secret it was registered with.',
      });
    }
    expect(await reportRows(providerMessageId!)).toEqual([]);
    expect((await messageRow((await insertMessage()).id)).status).toBe('Sent');
  });

  it('checks the secret before the body: a bad body without the secret is still 401', async () => {
    expect((await post({ not: 'an array' }, { secret: 'wrong' })).status).toBe(401);
  });

  it('answers BulkSMS’s registration check (an empty array) with 200', async () => {
    const answer = await post([]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: 0, applied: 0, recorded: 0, duplicates: 0, unmatched: 0 });
  });

  it('refuses a body that is not BulkSMS’s with 400 (BulkSMS then discards it)', async () => {
    for (const body of [{ id: '1' }, [{ id: '1', type: 'SENT' }], [bulkSms('1', 'delivered')]]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('applying reports', () => {
  it('DELIVERED: the message is Delivered with its time, the report kept, the campaign counts one delivery', async () => {
    const before = await stats();
    const { id, providerMessageId } = await insertMessage();
    const answer = await post([bulkSms(providerMessageId!, 'DELIVERED')]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: 1, applied: 1 });
    const row = await messageRow(id);
    expect(row.status).toBe('Delivered');
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect(await reportRows(providerMessageId!)).toEqual([
      { status: 'DELIVERED', delivered: 1, message_id: id, account_id: user.accountId },
    ]);
    expect(await stats()).toEqual({ ...before, delivered: before.delivered + 1 });
  });

  it('a duplicate report changes nothing and is acknowledged', async () => {
    const { id, providerMessageId } = await insertMessage();
    await post([bulkSms(providerMessageId!, 'DELIVERED')]);
    const before = await stats();
    const again = await post([
      bulkSms(providerMessageId!, 'DELIVERED'),
      bulkSms(providerMessageId!, 'DELIVERED'),
    ]);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ received: 2, applied: 0, duplicates: 2 });
    expect(await reportRows(providerMessageId!)).toHaveLength(1);
    expect((await messageRow(id)).status).toBe('Delivered');
    expect(await stats()).toEqual(before);
  });

  it('the same final report posted many times at once is counted once', async () => {
    const before = await stats();
    const { id, providerMessageId } = await insertMessage();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post([bulkSms(providerMessageId!, 'DELIVERED')])),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.applied === 1)).toHaveLength(1);
    expect(await reportRows(providerMessageId!)).toHaveLength(1);
    expect((await messageRow(id)).status).toBe('Delivered');
    expect(await stats()).toEqual({ ...before, delivered: before.delivered + 1 });
  });

  it('out of order: Delivered then a late SENT stays Delivered (the SENT report is kept)', async () => {
    const { id, providerMessageId } = await insertMessage();
    await post([bulkSms(providerMessageId!, 'DELIVERED')]);
    const before = await stats();
    const late = await post([bulkSms(providerMessageId!, 'SENT')]);
    expect(late.body).toMatchObject({ received: 1, recorded: 1, applied: 0 });
    expect((await messageRow(id)).status).toBe('Delivered');
    expect((await reportRows(providerMessageId!)).map((r) => r.status)).toEqual(['DELIVERED', 'SENT']);
    expect(await stats()).toEqual(before);
  });

  it('FAILED: the message is Undelivered with the status as its reason, counted once as undelivered', async () => {
    const before = await stats();
    const { id, providerMessageId } = await insertMessage();
    const answer = await post([
      bulkSms(providerMessageId!, 'SENT'),
      bulkSms(providerMessageId!, 'FAILED', 'EXPIRED'),
    ]);
    expect(answer.body).toMatchObject({ received: 2, recorded: 1, applied: 1 });
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: 'Undelivered', fail_reason: 'FAILED.EXPIRED', delivered_at: null });
    expect(row.failed_at).toBeInstanceOf(Date);
    expect(await reportRows(providerMessageId!)).toEqual([
      { status: 'SENT', delivered: 0, message_id: id, account_id: user.accountId },
      { status: 'FAILED.EXPIRED', delivered: 0, message_id: id, account_id: user.accountId },
    ]);
    expect(await stats()).toEqual({ ...before, undelivered: before.undelivered + 1 });
  });

  it('a final report never overrides another final one, nor a message that failed to send', async () => {
    const delivered = await insertMessage();
    await post([bulkSms(delivered.providerMessageId!, 'DELIVERED')]);
    const failed = await insertMessage({ status: 'Failed' });
    const before = await stats();
    await post([
      bulkSms(delivered.providerMessageId!, 'FAILED', 'HANDSET_ERROR'),
      bulkSms(failed.providerMessageId!, 'DELIVERED'),
    ]);
    expect((await messageRow(delivered.id)).status).toBe('Delivered');
    expect((await messageRow(failed.id)).status).toBe('Failed');
    expect(await stats()).toEqual(before);
  });

  it('a final report is posted to the campaign’s callback URL once (recorded with the report)', async () => {
    const url = 'https://partner.example/delivery';
    const { insertId } = await testDb()
      .insertInto('sms_campaigns')
      .values({
        account_id: user.accountId,
        category_id: (await createCampaignBasics(user)).categoryId,
        name: 'With a callback',
        type: 2,
        status: 5,
        schedule_days: '',
        callback_url: url,
      })
      .executeTakeFirstOrThrow();
    const delivered = await insertMessage({ campaign: Number(insertId) });
    const failed = await insertMessage({ campaign: Number(insertId) });
    const plain = await insertMessage();
    await post([
      bulkSms(delivered.providerMessageId!, 'SENT'),
      bulkSms(delivered.providerMessageId!, 'DELIVERED'),
      bulkSms(failed.providerMessageId!, 'FAILED', 'EXPIRED'),
      bulkSms(plain.providerMessageId!, 'DELIVERED'),
    ]);
    await post([bulkSms(delivered.providerMessageId!, 'DELIVERED')]);
    const calls = await testDb()
      .selectFrom('webhook_calls')
      .select(['event_type', 'event_key', 'campaign_id', 'callback_url', 'payload'])
      .where('account_id', '=', user.accountId)
      .where('event_type', '=', 'DeliveryReport')
      .orderBy('id')
      .execute();
    expect(calls.map((c) => c.event_key)).toEqual([
      `dr:${delivered.id}:DELIVERED`,
      `dr:${failed.id}:FAILED.EXPIRED`,
    ]);
    expect(calls[0]).toMatchObject({ campaign_id: Number(insertId), callback_url: url });
    const payload = JSON.parse(calls[1]!.payload) as { type: string; data: unknown };
    expect(payload).toMatchObject({
      type: 'sms.delivery_report',
      data: {
        campaignId: Number(insertId),
        messageId: failed.id,
        to: '+27821234567',
        status: 'FAILED.EXPIRED',
        delivered: false,
        reportedAt: expect.any(String),
      },
    });
  });

  it('a report still on its way (SENT) only records the report', async () => {
    const { id, providerMessageId } = await insertMessage({ status: 'Sent' });
    const answer = await post([bulkSms(providerMessageId!, 'SENT')]);
    expect(answer.body).toMatchObject({ recorded: 1, applied: 0 });
    expect((await messageRow(id)).status).toBe('Sent');
  });

  it('an unknown message id is kept with no message and acknowledged', async () => {
    const unknown = `unknown-${randomBytes(6).toString('hex')}`;
    const answer = await post([bulkSms(unknown, 'DELIVERED')]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: 1, unmatched: 1 });
    expect(await reportRows(unknown)).toEqual([
      { status: 'DELIVERED', delivered: 1, message_id: null, account_id: user.accountId },
    ]);
    // Acknowledged again later without failing (a duplicate now).
    expect((await post([bulkSms(unknown, 'DELIVERED')])).body).toMatchObject({ duplicates: 1 });
  });

  it('finds the message by our reference when the report comes before the provider’s id was stored', async () => {
    const { id } = await insertMessage({ status: 'Sending', providerMessageId: null });
    const providerMessageId = `early-${randomBytes(6).toString('hex')}`;
    const answer = await post([bulkSms(providerMessageId, 'DELIVERED', null, String(id))]);
    expect(answer.body).toMatchObject({ applied: 1 });
    expect((await messageRow(id)).status).toBe('Delivered');
    expect(await reportRows(providerMessageId)).toEqual([
      { status: 'DELIVERED', delivered: 1, message_id: id, account_id: user.accountId },
    ]);
  });

  it('never applies a reference that names another account’s message', async () => {
    const other = await createAccountWithUser();
    const otherCampaign = await testDb()
      .insertInto('sms_categories')
      .values({ account_id: other.accountId, name: 'Other', group_name: null })
      .executeTakeFirstOrThrow();
    const { insertId } = await testDb()
      .insertInto('sms_campaigns')
      .values({
        account_id: other.accountId,
        category_id: Number(otherCampaign.insertId),
        name: 'Theirs',
        type: 2,
        status: 0,
        schedule_days: '',
      })
      .executeTakeFirstOrThrow();
    const theirs = await insertMessage({
      accountId: other.accountId,
      campaign: Number(insertId),
      status: 'Sending',
      providerMessageId: null,
    });
    const providerMessageId = `foreign-${randomBytes(6).toString('hex')}`;
    const answer = await post([bulkSms(providerMessageId, 'DELIVERED', null, String(theirs.id))]);
    expect(answer.body).toMatchObject({ unmatched: 1, applied: 0 });
    expect((await messageRow(theirs.id)).status).toBe('Sending');
    expect((await reportRows(providerMessageId))[0]).toMatchObject({
      message_id: null,
      account_id: user.accountId,
    });
  });
});

describe('through the emulator', () => {
  /** Sends a message row through the adapter, and stores the provider's id as the send worker does. */
  async function sendThroughEmulator(to: string) {
    const message = await insertMessage({ status: 'Sending', providerMessageId: null });
    await testDb().updateTable('sms_messages').set({ recipient: to }).where('id', '=', message.id).execute();
    const outcome = await gatewayFor(provider.connection).send({
      reference: String(message.id),
      to,
      body: 'Your order has shipped',
      encoding: 'GSM7',
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    await testDb()
      .updateTable('sms_messages')
      .set({ status: 'Sent', provider_message_id: outcome.providerMessageId })
      .where('id', '=', message.id)
      .where('status', '=', 'Sending')
      .execute();
    return { id: message.id, providerMessageId: outcome.providerMessageId };
  }

  beforeAll(async () => {
    // The same registration call production makes; the emulator checks the URL with [] first.
    const apiHost = `http://127.0.0.1:${process.env.CDN_PORT}/api`;
    const hooks = await gatewayFor(provider.connection).registerWebhooks({
      deliveryReports: deliveryReportsWebhookUrl(
        apiHost,
        provider.providerId,
        provider.connection.webhookSecret!,
      ),
    });
    expect(hooks).toHaveLength(1);
    await setEmulatorBehaviour(provider.emulatorAccount.username, { dlrDelayMs: 50 });
  });

  it('a delivered number ends Delivered; a test failure number ends Undelivered with BulkSMS’s reason', async () => {
    const delivered = await sendThroughEmulator('+27821110042');
    const failed = await sendThroughEmulator('+27829000150');
    await eventually(async () =>
      (await messageRow(delivered.id)).status === 'Delivered' ? true : undefined,
    );
    await eventually(async () => ((await messageRow(failed.id)).status === 'Undelivered' ? true : undefined));
    expect((await messageRow(failed.id)).fail_reason).toBe('FAILED.EXPIRED');
    expect((await reportRows(delivered.providerMessageId)).map((r) => r.status)).toEqual([
      'SENT',
      'DELIVERED',
    ]);
  });

  it('reports posted twice and out of order still leave one delivery, counted once', async () => {
    await setEmulatorBehaviour(provider.emulatorAccount.username, {
      dlrDuplicate: true,
      dlrOutOfOrder: true,
    });
    const before = await stats();
    const { id, providerMessageId } = await sendThroughEmulator('+27821110043');
    await eventually(async () => ((await reportRows(providerMessageId)).length === 2 ? true : undefined));
    // Let the duplicates land too.
    await new Promise((r) => setTimeout(r, 500));
    expect((await messageRow(id)).status).toBe('Delivered');
    expect((await reportRows(providerMessageId)).map((r) => r.status)).toEqual(['DELIVERED', 'SENT']);
    expect(await stats()).toEqual({ ...before, delivered: before.delivered + 1 });
    await setEmulatorBehaviour(provider.emulatorAccount.username, {
      dlrDuplicate: false,
      dlrOutOfOrder: false,
    });
  });
});
