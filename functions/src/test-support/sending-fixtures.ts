import type { DbOrTrx } from '../platform/db/database';
// Sending test data through the real database: an Active transactional campaign, its providers and a
// partner API key.
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { newApiKey } from '../api-keys/api-key-format';
import type { SmsMessagesTable } from '../sending/sending.table';
import { testDb, type TestUser } from './fixtures';
import { createConnectedProvider, type EmulatorAccount, type EmulatorProtocol } from './sms-gateway';

export interface SendingSetup {
  campaignId: number;
  categoryId: number;
  providerIds: number[];
  /** The emulator account of each provider (connected setups only). */
  emulatorAccounts: EmulatorAccount[];
  apiKey: string;
  apiKeyId: number;
}

export interface ProviderSpec {
  name?: string;
  reverseBilled?: boolean;
  price?: string;
  messagesPerSecond?: number;
  active?: boolean;
  /** The protocol it speaks to the emulator (connected setups; default: the setup's). */
  protocol?: EmulatorProtocol;
}

/** A partner API key of the user's account, made and stored the way the product makes and stores one. */
export async function createApiKey(user: TestUser, options: { rateLimitPerSecond?: number } = {}) {
  const { key, prefix, hash } = newApiKey();
  const { insertId } = await testDb()
    .insertInto('api_keys')
    .values({
      account_id: user.accountId,
      created_by_user_id: user.id,
      name: `Key ${key.slice(8, 14)}`,
      prefix,
      key_hash: hash,
      rate_limit_per_second: options.rateLimitPerSecond ?? 1000,
      last_used_at: null,
      revoked_at: null,
      disabled_at: null,
    })
    .executeTakeFirstOrThrow();
  return { key, id: Number(insertId) };
}

/** An Active transactional campaign with the given messages and click URL, sending through new providers. */
export async function createSendingSetup(
  user: TestUser,
  options: {
    messages?: string[];
    clickUrl?: string | null;
    providers?: ProviderSpec[];
    providerOption?: 'SpreadStandard' | 'SpreadReverseBilled' | 'SelectedProvider';
    type?: number;
    status?: number;
    archived?: boolean;
    rateLimitPerSecond?: number;
    /** Providers connected to the gateway emulator, with the delivery-report and inbound webhooks registered. */
    connected?: boolean;
    /** The protocol the connected providers speak (default BulkSMS). */
    protocol?: EmulatorProtocol;
  } = {},
): Promise<SendingSetup> {
  const db = testDb();
  const tag = randomBytes(4).toString('hex');
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: user.accountId, name: `Sending ${tag}`, group_name: null })
    .executeTakeFirstOrThrow();
  const providerIds: number[] = [];
  const emulatorAccounts: EmulatorAccount[] = [];
  for (const [i, p] of (options.providers ?? [{}]).entries()) {
    const name = p.name ?? `Provider ${tag}-${i}`;
    if (options.connected) {
      const provider = await createConnectedProvider(user.accountId, {
        name,
        messagesPerSecond: p.messagesPerSecond ?? 1000,
        protocol: p.protocol ?? options.protocol,
      });
      await db
        .updateTable('sms_providers')
        .set({
          reverse_billed: p.reverseBilled ? 1 : 0,
          active: p.active === false ? 0 : 1,
          price_per_segment: p.price ?? '0.2500',
        })
        .where('id', '=', provider.providerId)
        .execute();
      providerIds.push(provider.providerId);
      emulatorAccounts.push(provider.emulatorAccount);
      continue;
    }
    const r = await db
      .insertInto('sms_providers')
      .values({
        account_id: user.accountId,
        name,
        reverse_billed: p.reverseBilled ? 1 : 0,
        active: p.active === false ? 0 : 1,
        price_per_segment: p.price ?? '0.2500',
        messages_per_second: p.messagesPerSecond ?? 1000,
        credentials: null,
        webhook_secret: null,
      })
      .executeTakeFirstOrThrow();
    providerIds.push(Number(r.insertId));
  }
  const campaign = await db
    .insertInto('sms_campaigns')
    .values({
      account_id: user.accountId,
      category_id: Number(category.insertId),
      name: `Transactional ${tag}`,
      type: options.type ?? 2,
      status: options.status ?? 5,
      archived: options.archived ? 1 : 0,
      provider_option: options.providerOption ?? 'SpreadStandard',
      provider_id: options.providerOption === 'SelectedProvider' ? providerIds[0]! : null,
      messages_saved: 1,
      click_url: options.clickUrl === undefined ? 'https://shop.example/offer' : options.clickUrl,
      next_segment_build_at: null,
      campaign_finish_at: null,
      daily_send_start_time: null,
      daily_send_finish_time: null,
      static_keyword: null,
      reply_type: null,
    })
    .executeTakeFirstOrThrow();
  const campaignId = Number(campaign.insertId);
  for (const [position, message] of (options.messages ?? ['Your code is ready. #CLICKURL#']).entries()) {
    await db
      .insertInto('sms_campaign_messages')
      .values({ campaign_id: campaignId, position, active: 1, message })
      .execute();
  }
  const apiKey = await createApiKey(user, { rateLimitPerSecond: options.rateLimitPerSecond });
  return {
    campaignId,
    categoryId: Number(category.insertId),
    providerIds,
    emulatorAccounts,
    apiKey: apiKey.key,
    apiKeyId: apiKey.id,
  };
}

/** The messages of a campaign, oldest first. */
export function messagesOf(campaignId: number) {
  return testDb()
    .selectFrom('sms_messages')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();
}

/** A campaign's counters summed over every hour. */
export async function statsOf(campaignId: number) {
  const rows = await testDb()
    .selectFrom('sms_campaign_stats')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .execute();
  const sum = (k: 'queued' | 'suppressed' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'segments') =>
    rows.reduce((n, r) => n + Number(r[k]), 0);
  return {
    queued: sum('queued'),
    suppressed: sum('suppressed'),
    sent: sum('sent'),
    delivered: sum('delivered'),
    undelivered: sum('undelivered'),
    failed: sum('failed'),
    segments: sum('segments'),
    cost: rows.reduce((n, r) => n + Number(r.cost), 0),
  };
}

type MessageRow = Insertable<SmsMessagesTable>;

/**
 * Writes a message row straight to the database (as a function that died halfway, or an earlier send,
 * left it): a Queued, never-queued message unless `values` says otherwise. Its id.
 */
export async function insertMessageRow(
  values: Pick<MessageRow, 'account_id' | 'campaign_id' | 'recipient'> & Partial<MessageRow>,
  db: DbOrTrx = testDb(),
): Promise<number> {
  const { insertId } = await db
    .insertInto('sms_messages')
    .values({
      campaign_message_id: null,
      api_key_id: null,
      source: 'Api',
      idempotency_key: null,
      body: 'Written straight to the database',
      segments: 1,
      encoding: 'GSM7',
      short_code: null,
      click_url: null,
      status: 'Queued',
      suppression: null,
      fail_reason: null,
      provider_id: null,
      provider_message_id: null,
      cost: null,
      next_attempt_at: null,
      enqueued_at: null,
      sent_at: null,
      delivered_at: null,
      failed_at: null,
      ...values,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}
