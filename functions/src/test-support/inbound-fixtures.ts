// Replies test data through the real database and HTTP stack: campaigns with a replies step, messages as
// the send pipeline leaves them, and the RECEIVED message objects BulkSMS posts to the inbound webhook.
import { randomBytes, randomInt } from 'node:crypto';
import type { ReplyType } from '../campaigns/campaigns.table';
import type { InboundAnswer } from '../inbound/inbound.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { MessageStatus } from '../sending/sending.table';
import { ApiClient } from './api-client';
import { testDb } from './fixtures';

/** A South African cellphone number no other test uses. */
export const newCellphone = () => `+2782${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A provider's message id, as BulkSMS makes them (unique per call). */
export const newProviderMessageId = () => `${Date.now()}${randomBytes(4).readUInt32BE()}`;

export interface ReplyCampaignOptions {
  receiveActive?: boolean;
  replyType?: ReplyType | null;
  staticKeyword?: string | null;
  callbackUrl?: string | null;
  name?: string;
}

/** An Active transactional campaign of the account with the given replies step. */
export async function createReplyCampaign(accountId: number, options: ReplyCampaignOptions = {}) {
  const db = testDb();
  const tag = randomBytes(4).toString('hex');
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: accountId, name: `Replies ${tag}`, group_name: null })
    .executeTakeFirstOrThrow();
  const { insertId } = await db
    .insertInto('sms_campaigns')
    .values({
      account_id: accountId,
      category_id: Number(category.insertId),
      name: options.name ?? `Replies ${tag}`,
      type: 2,
      status: 5,
      schedule_days: '',
      replies_saved: 1,
      receive_active: options.receiveActive === false ? 0 : 1,
      reply_type: options.replyType === undefined ? 'Default' : options.replyType,
      static_keyword: options.staticKeyword ?? null,
      callback_url: options.callbackUrl ?? null,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

/** Changes a campaign's replies step. */
export async function setReplyStep(campaignId: number, options: ReplyCampaignOptions) {
  await testDb()
    .updateTable('sms_campaigns')
    .set({
      ...(options.receiveActive === undefined ? {} : { receive_active: options.receiveActive ? 1 : 0 }),
      ...(options.replyType === undefined ? {} : { reply_type: options.replyType }),
      ...(options.staticKeyword === undefined ? {} : { static_keyword: options.staticKeyword }),
      ...(options.callbackUrl === undefined ? {} : { callback_url: options.callbackUrl }),
    })
    .where('id', '=', campaignId)
    .execute();
}

/** A message we sent through the provider, as the send pipeline leaves it (its provider id stored). */
export async function insertSentMessage(values: {
  accountId: number;
  campaignId: number;
  providerId: number;
  recipient: string;
  status?: MessageStatus;
  createdAt?: Date;
  providerMessageId?: string | null;
}): Promise<{ id: number; providerMessageId: string | null }> {
  const providerMessageId =
    values.providerMessageId === undefined ? newProviderMessageId() : values.providerMessageId;
  const { insertId } = await testDb()
    .insertInto('sms_messages')
    .values({
      account_id: values.accountId,
      campaign_id: values.campaignId,
      source: 'Api',
      recipient: values.recipient,
      body: 'Win a weekend away! Reply YES to enter.',
      segments: 1,
      encoding: 'GSM7',
      status: values.status ?? 'Delivered',
      provider_id: values.providerId,
      provider_message_id: providerMessageId,
      cost: '0.2500',
      sent_at: values.createdAt ?? new Date(),
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .executeTakeFirstOrThrow();
  return { id: Number(insertId), providerMessageId };
}

/** A RECEIVED message object, as BulkSMS posts it to a RECEIVED webhook. */
export function receivedMessage(values: {
  from: string;
  body: string;
  id?: string;
  relatedSentMessageId?: string | null;
  to?: string;
  date?: Date;
}) {
  return {
    id: values.id ?? newProviderMessageId(),
    type: 'RECEIVED',
    from: values.from,
    to: values.to ?? '+27600000000',
    body: values.body,
    encoding: /^[\x20-\x7e]*$/.test(values.body) ? 'TEXT' : 'UNICODE',
    protocolId: 0,
    messageClass: 0,
    numberOfParts: 1,
    creditCost: 0,
    submission: {
      id: `2-${randomInt(0, 2 ** 31)}`,
      date: (values.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    status: { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null },
    relatedSentMessageId: values.relatedSentMessageId ?? null,
    userSuppliedId: null,
  };
}

const webhookClient = new ApiClient();

/** Posts a body to a provider's inbound webhook with its secret (or another, or none). */
export function postInbound(providerId: number | string, secret: string | null, body: unknown) {
  const query = secret === null ? '' : `?secret=${encodeURIComponent(secret)}`;
  return webhookClient.request<InboundAnswer & ErrorBody>(
    'POST',
    `/api/webhooks/sms/${providerId}/inbound${query}`,
    { json: body },
  );
}

/** The account's stored replies, oldest first. */
export function repliesOf(accountId: number) {
  return testDb()
    .selectFrom('sms_replies')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The one reply stored for a provider's message id, or undefined. */
export function replyByProviderMessageId(providerId: number, providerMessageId: string) {
  return testDb()
    .selectFrom('sms_replies')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst();
}

/** A campaign's reply counters summed over every hour. */
export async function replyStatsOf(campaignId: number) {
  const row = await testDb()
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      eb.fn.sum<number>('replies').as('replies'),
      eb.fn.sum<number>('leads').as('leads'),
      eb.fn.sum<number>('optouts').as('optouts'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return {
    replies: Number(row?.replies ?? 0),
    leads: Number(row?.leads ?? 0),
    optouts: Number(row?.optouts ?? 0),
  };
}

/** The account's reply counters summed over shards: type/ignored -> count. */
export async function replyCountsOf(accountId: number) {
  const rows = await testDb()
    .selectFrom('sms_reply_counts')
    .select(['type', (eb) => eb.fn.sum<number>('replies').as('n')])
    .where('account_id', '=', accountId)
    .where('ignored', '=', 0)
    .groupBy('type')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
}

/** Whether the account has the number among its opt-outs. */
export async function isOptedOut(accountId: number, cellphone: string) {
  const row = await testDb()
    .selectFrom('sms_optouts')
    .select('cellphone')
    .where('account_id', '=', accountId)
    .where('cellphone', '=', cellphone)
    .executeTakeFirst();
  return !!row;
}
