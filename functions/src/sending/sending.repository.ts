import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { MessageEncoding, MessageSource, MessageStatus, SuppressionReason } from './sending.table';

/** What accepting a send needs to know about the campaign (of the caller's account only). */
export function findCampaignForSend(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_campaigns as c')
    .innerJoin('accounts as a', 'a.id', 'c.account_id')
    .select([
      'c.id',
      'c.account_id',
      'c.name',
      'c.type',
      'c.status',
      'c.archived',
      'c.click_url',
      'a.default_country_iso3166 as country',
    ])
    .where('c.id', '=', campaignId)
    .where('c.account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** The campaign's active messages in editor order. */
export function listActiveMessages(db: DbOrTrx, campaignId: number) {
  return db
    .selectFrom('sms_campaign_messages')
    .select(['id', 'message'])
    .where('campaign_id', '=', campaignId)
    .where('active', '=', 1)
    .orderBy('position')
    .execute();
}

/**
 * Why the account may not message this number (its own opt-outs first, then DMA), or null. exceptOptouts: for
 * an opt-out's confirmation, exempt from the opt-out it confirms and from nothing else (the DMA list applies).
 */
export async function suppressionOf(
  db: DbOrTrx,
  accountId: number,
  cellphone: string,
  options: { exceptOptouts?: boolean } = {},
): Promise<SuppressionReason | null> {
  const dma = db
    .selectFrom('dma_optouts')
    .select(sql<SuppressionReason>`'Dma'`.as('reason'))
    .where('account_id', '=', accountId)
    .where('cellphone', '=', cellphone);
  const rows = options.exceptOptouts
    ? await dma.execute()
    : await db
        .selectFrom('sms_optouts')
        .select(sql<SuppressionReason>`'Optout'`.as('reason'))
        .where('account_id', '=', accountId)
        .where('cellphone', '=', cellphone)
        .unionAll(dma)
        .execute();
  if (rows.some((r) => r.reason === 'Optout')) return 'Optout';
  return rows.length ? 'Dma' : null;
}

const ACCEPTED_COLUMNS = [
  'id',
  'campaign_id',
  'recipient',
  'status',
  'segments',
  'encoding',
  'suppression',
] as const;

/** The message an idempotency key already made, if any. */
export function findMessageByIdempotencyKey(db: DbOrTrx, accountId: number, key: string) {
  return db
    .selectFrom('sms_messages')
    .select(ACCEPTED_COLUMNS)
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export interface NewMessage {
  accountId: number;
  campaignId: number;
  campaignMessageId: number | null;
  apiKeyId: number | null;
  source: MessageSource;
  idempotencyKey: string | null;
  recipient: string;
  body: string;
  segments: number;
  encoding: MessageEncoding;
  shortCode: string | null;
  clickUrl: string | null;
  status: Extract<MessageStatus, 'Queued' | 'Suppressed'>;
  suppression: SuppressionReason | null;
  createdAt: Date;
}

/** Writes an accepted message; its id. Throws ER_DUP_ENTRY on a taken idempotency key or short code. */
const messageRow = (m: NewMessage) => ({
  account_id: m.accountId,
  campaign_id: m.campaignId,
  campaign_message_id: m.campaignMessageId,
  api_key_id: m.apiKeyId,
  source: m.source,
  idempotency_key: m.idempotencyKey,
  recipient: m.recipient,
  body: m.body,
  segments: m.segments,
  encoding: m.encoding,
  short_code: m.shortCode,
  click_url: m.clickUrl,
  status: m.status,
  suppression: m.suppression,
  fail_reason: null,
  provider_id: null,
  provider_message_id: null,
  cost: null,
  next_attempt_at: null,
  created_at: m.createdAt,
  enqueued_at: null,
  sent_at: null,
  delivered_at: null,
  failed_at: null,
});

export async function insertMessage(db: DbOrTrx, m: NewMessage): Promise<number> {
  const result = await db.insertInto('sms_messages').values(messageRow(m)).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/**
 * Writes many accepted messages in one statement; their ids in the order given (MariaDB's INSERT … RETURNING).
 * Throws ER_DUP_ENTRY, writing none, when any idempotency key or short code is taken.
 */
export async function insertMessages(db: DbOrTrx, messages: NewMessage[]): Promise<number[]> {
  if (!messages.length) return [];
  // kysely's MySQL adapter does not claim RETURNING, so its builder would answer an InsertResult: run the
  // compiled statement directly to get the rows.
  const query = db.insertInto('sms_messages').values(messages.map(messageRow)).returning('id').compile();
  const { rows } = await db.executeQuery(query);
  return rows.map((r) => Number(r.id));
}

/**
 * Accepted partner and test sends the relay has not handed to the send queue yet (never attempted: a retry
 * has its next attempt time and is the worker's and the sweep's), oldest first, row-locked
 * for the caller's transaction; rows another relay holds are skipped (the outbox index: status, enqueued_at).
 */
export async function claimUnrelayed(trx: DbOrTrx, limit: number) {
  const { rows } = await sql<{ id: number; account_id: number; campaign_id: number; created_at: Date }>`
    SELECT id, account_id, campaign_id, created_at FROM sms_messages
     WHERE status = 'Queued' AND enqueued_at IS NULL AND next_attempt_at IS NULL AND source IN ('Api', 'Test')
     ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(trx);
  return rows;
}

/** Records that messages were handed to the send queue. */
export async function markEnqueued(db: DbOrTrx, ids: number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await db.updateTable('sms_messages').set({ enqueued_at: at }).where('id', 'in', ids).execute();
}

/**
 * Messages to (re)queue: Queued ones written but never handed to the queue (a crash between accept and
 * queue) or whose queue message went missing, whose retry time has come; and Sending ones whose worker's
 * lease ran out (the worker died mid-send; the provider's deduplication makes the resend safe).
 */
export function findMessagesToRequeue(
  db: DbOrTrx,
  now: Date,
  unqueuedBefore: Date,
  queuedBefore: Date,
  limit: number,
) {
  return db
    .selectFrom('sms_messages')
    .select(['id'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'Queued'),
          eb.or([
            // Partner and test sends never queued are the relay's (it counts them as it queues them).
            eb.and([
              eb('enqueued_at', 'is', null),
              eb('created_at', '<', unqueuedBefore),
              eb.or([eb('source', 'not in', ['Api', 'Test']), eb('next_attempt_at', 'is not', null)]),
            ]),
            eb('enqueued_at', '<', queuedBefore),
          ]),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
          // A segment message held after its window closed waits for the drain, not for the sweep.
          eb.or([eb('send_until', 'is', null), eb('send_until', '>', now)]),
        ]),
        eb.and([eb('status', '=', 'Sending'), eb('lease_expires_at', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a message for one send attempt: Queued and due, or Sending with a lease that ran out. Only one
 * worker can win; the loser sees 0 rows and leaves it.
 */
export async function claimMessage(db: DbOrTrx, id: number, owner: string, leaseSeconds: number) {
  const result = await db
    .updateTable('sms_messages')
    .set((eb) => ({
      status: 'Sending',
      lease_owner: owner,
      lease_expires_at: sql<Date>`NOW(3) + INTERVAL ${leaseSeconds} SECOND`,
      send_attempts: eb('send_attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'Queued'),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`NOW(3)`)]),
          // A partner or test send is sent only once the relay recorded its hand-off (and counted it): a queue
          // message from a relay that died before its commit is dropped, and the next relay hands it over again.
          eb.or([
            eb('enqueued_at', 'is not', null),
            eb('next_attempt_at', 'is not', null),
            eb('source', 'not in', ['Api', 'Test']),
          ]),
        ]),
        eb.and([eb('status', '=', 'Sending'), eb('lease_expires_at', '<', sql<Date>`NOW(3)`)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A claimed message with what sending it needs. */
export function findMessageForSend(db: DbOrTrx, id: number) {
  return db
    .selectFrom('sms_messages as m')
    .innerJoin('sms_campaigns as c', 'c.id', 'm.campaign_id')
    .select([
      'm.id',
      'm.account_id',
      'm.campaign_id',
      'm.recipient',
      'm.source',
      'm.body',
      'm.segments',
      'm.encoding',
      'm.status',
      'm.send_attempts',
      'm.provider_id as last_provider_id',
      'm.next_attempt_at',
      'm.lease_owner',
      'm.created_at',
      'm.send_until',
      'c.provider_option',
      'c.provider_id as campaign_provider_id',
      'c.status as campaign_status',
      'c.archived as campaign_archived',
      'm.source',
      // The account's country: its marketing-time rule holds marketing sends at dispatch (issue 28).
      (eb) =>
        eb
          .selectFrom('accounts as a')
          .select('a.default_country_iso3166')
          .whereRef('a.id', '=', 'm.account_id')
          .as('country'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The account's active providers with their connection columns (sealed credentials). */
export function listActiveProviders(db: DbOrTrx, accountId: number) {
  return db
    .selectFrom('sms_providers')
    .select([
      'id',
      'name',
      'type',
      'base_url',
      'credentials',
      'webhook_secret',
      'reverse_billed',
      'price_per_segment',
      'messages_per_second',
    ])
    .where('account_id', '=', accountId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

/** Keeps a send attempt's lease alive (e.g. while waiting for a provider's rate window). */
export async function renewMessageLease(db: DbOrTrx, id: number, owner: string, leaseSeconds: number) {
  const result = await db
    .updateTable('sms_messages')
    .set({ lease_expires_at: sql<Date>`NOW(3) + INTERVAL ${leaseSeconds} SECOND` })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the provider's acceptance. A delivery report can overtake this (it may already have made the
 * message Delivered), so the status only moves from Sending, while the send itself is recorded once
 * (sent_at was null): true when this call recorded it.
 */
export async function markSent(
  db: DbOrTrx,
  id: number,
  owner: string,
  sent: { providerId: number; providerMessageId: string; cost: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set({
      status: sql<MessageStatus>`IF(status = 'Sending', 'Sent', status)`,
      provider_id: sent.providerId,
      provider_message_id: sent.providerMessageId,
      cost: sent.cost,
      sent_at: sent.at,
      fail_reason: null,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A segment message claimed after its window closed goes back to Queued, off the queue and without using
 * up an attempt, until the drain hands it over again in the campaign's next window. `closeWindow` ends
 * its window now (its campaign was switched to Dormant), so the sweep leaves it and the drain sends it
 * first once the campaign is active again.
 */
export async function holdForNextWindow(
  db: DbOrTrx,
  id: number,
  owner: string,
  closeWindow = false,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set((eb) => ({
      status: 'Queued',
      send_attempts: eb('send_attempts', '-', 1),
      next_attempt_at: null,
      lease_owner: null,
      lease_expires_at: null,
      ...(closeWindow ? { send_until: sql<Date>`NOW(3)` } : {}),
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts the message back to Queued until `at`, keeping the reason and the provider last tried. */
export async function scheduleRetry(
  db: DbOrTrx,
  id: number,
  owner: string,
  retry: { at: Date; reason: string; providerId: number | null; countAttempt: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set((eb) => ({
      status: 'Queued',
      // A throttled attempt (the provider said "slow down") does not use up the message's attempts.
      ...(retry.countAttempt ? {} : { send_attempts: eb('send_attempts', '-', 1) }),
      next_attempt_at: retry.at,
      fail_reason: retry.reason.slice(0, 500),
      provider_id: retry.providerId,
      enqueued_at: null,
      lease_owner: null,
      lease_expires_at: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a message that cannot be sent (held by `owner`, or by nobody when owner is null). */
export async function markFailed(
  db: DbOrTrx,
  id: number,
  owner: string | null,
  failure: { reason: string; at: Date; providerId?: number | null },
): Promise<boolean> {
  let query = db
    .updateTable('sms_messages')
    .set({
      status: 'Failed',
      fail_reason: failure.reason.slice(0, 500),
      failed_at: failure.at,
      ...(failure.providerId !== undefined ? { provider_id: failure.providerId } : {}),
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', id);
  query = owner
    ? query.where('lease_owner', '=', owner).where('status', '=', 'Sending')
    : query.where('status', 'in', ['Queued', 'Sending']).where('sent_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An opt-out that arrived between accept and send: the message ends Suppressed, unsent. */
export async function markSuppressedAtSend(
  db: DbOrTrx,
  id: number,
  owner: string,
  reason: SuppressionReason,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set({ status: 'Suppressed', suppression: reason, lease_owner: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A message's campaign and account (for counting what happened to it). */
export function findMessageOwner(db: DbOrTrx, id: number) {
  return db
    .selectFrom('sms_messages')
    .select(['id', 'campaign_id', 'account_id', 'status', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
