import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { EmailSendStatus } from './email-sending.table';

// The e-mail send rows (email_sends) through their life: written (a round's build or a test send),
// released to the send queue, claimed with a lease by one worker, then Sent, Failed or Suppressed (and later
// Bounced or Complained by SES's events). Every state change is conditional, so a duplicate queue message,
// a retry and the sweep cannot send or count anything twice.

/** A new random tracking token in SQL (22 url-safe characters from 17 random bytes). */
export const TOKEN_SQL = sql<string>`REPLACE(REPLACE(LEFT(TO_BASE64(RANDOM_BYTES(17)), 22), '+', '-'), '/', '_')`;

/** The campaign a signed-in user asks to test (their account only). */
export function findCampaignForTest(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('email_campaigns')
    .select(['id', 'account_id', 'name', 'from_email', 'subject', 'body_html', 'archived'])
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** A contact with this address on one of the campaign's audience lists (for a test's merge tags). */
export async function findAudienceContact(db: DbOrTrx, campaignId: number, email: string) {
  const row = await db
    .selectFrom('email_campaign_lists as cl')
    .innerJoin('email_list_contacts as lc', 'lc.list_id', 'cl.list_id')
    .select('lc.id')
    .where('cl.campaign_id', '=', campaignId)
    .where('lc.email', '=', email)
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Writes a test send, released at once; its id and token. */
export async function insertTestSend(
  db: DbOrTrx,
  s: { accountId: number; campaignId: number; listContactId: number | null; email: string; at: Date },
): Promise<number> {
  const result = await db
    .insertInto('email_sends')
    .values({
      account_id: s.accountId,
      campaign_id: s.campaignId,
      list_contact_id: s.listContactId,
      is_test: 1,
      send_round: 0,
      email: s.email,
      status: 'Queued',
      tracking_token: TOKEN_SQL,
      provider_message_id: null,
      fail_reason: null,
      created_at: s.at,
      released_at: s.at,
      enqueued_at: null,
      sent_at: null,
      first_opened_at: null,
      first_clicked_at: null,
      bounced_at: null,
      complained_at: null,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Records that sends were handed to the send queue. */
export async function markEnqueued(db: DbOrTrx, ids: number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await db.updateTable('email_sends').set({ enqueued_at: at }).where('id', 'in', ids).execute();
}

/**
 * Takes sends for one attempt: released, Queued and due, or Sending with a lease that ran out (the worker
 * died). Only one worker can win each row.
 */
export async function claimSends(db: DbOrTrx, ids: number[], owner: string, leaseSeconds: number) {
  const result = await db
    .updateTable('email_sends')
    .set((eb) => ({
      status: 'Sending',
      lease_owner: owner,
      lease_expires_at: sql<Date>`NOW(3) + INTERVAL ${leaseSeconds} SECOND`,
      send_attempts: eb('send_attempts', '+', 1),
    }))
    .where('id', 'in', ids)
    .where('released_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'Queued'),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`NOW(3)`)]),
        ]),
        eb.and([eb('status', '=', 'Sending'), eb('lease_expires_at', '<', sql<Date>`NOW(3)`)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The sends this owner holds, with their campaign's content and the contact's merge fields. */
export function findClaimedSends(db: DbOrTrx, ids: number[], owner: string) {
  return db
    .selectFrom('email_sends as s')
    .innerJoin('email_campaigns as c', 'c.id', 's.campaign_id')
    .leftJoin('email_list_contacts as lc', 'lc.id', 's.list_contact_id')
    .select([
      's.id',
      's.account_id',
      's.campaign_id',
      's.email',
      's.tracking_token',
      's.is_test',
      's.send_attempts',
      's.created_at',
      'c.status as campaign_status',
      'c.archived as campaign_archived',
      'c.send_active',
      'c.from_name',
      'c.from_email',
      'c.reply_to',
      'c.subject',
      'c.preheader',
      'c.body_html',
      'c.is_transactional',
      // The account's country: its marketing-time rule holds marketing e-mail at dispatch (issue 28).
      (eb) =>
        eb
          .selectFrom('accounts as a')
          .select('a.default_country_iso3166')
          .whereRef('a.id', '=', 's.account_id')
          .as('country'),
      // The contact's merge fields (platform/sms/merge-fields.ts).
      'lc.first_name',
      'lc.last_name',
      'lc.cellphone',
      'lc.id_number',
      'lc.date_of_birth',
      'lc.alt_contact_number',
      'lc.opt_in',
      'lc.marital_status',
      'lc.race',
      'lc.gender',
      'lc.income',
      'lc.postal_code',
      'lc.region',
      'lc.custom1',
      'lc.custom2',
      'lc.custom3',
      'lc.custom4',
      'lc.custom5',
      'lc.custom_values',
    ])
    .where('s.id', 'in', ids)
    .where('s.lease_owner', '=', owner)
    .where('s.status', '=', 'Sending')
    .execute();
}

export type ClaimedSend = Awaited<ReturnType<typeof findClaimedSends>>[number];

/** Records SES's acceptance of each send (its message id), all in one statement. */
export async function markSent(
  db: DbOrTrx,
  owner: string,
  sent: { id: number; messageId: string }[],
  at: Date,
): Promise<number> {
  if (!sent.length) return 0;
  const cases = sql.join(
    sent.map((s) => sql`WHEN ${s.id} THEN ${s.messageId}`),
    sql` `,
  );
  const result = await db
    .updateTable('email_sends')
    .set({
      status: 'Sent',
      provider_message_id: sql<string>`CASE id ${cases} END`,
      sent_at: at,
      fail_reason: null,
      next_attempt_at: null,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where(
      'id',
      'in',
      sent.map((s) => s.id),
    )
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends sends unsent with a status and reason (held by `owner`, or by nobody when owner is null). */
export async function endSends(
  db: DbOrTrx,
  ids: number[],
  owner: string | null,
  status: Extract<EmailSendStatus, 'Failed' | 'Suppressed'>,
  reason: string | null,
): Promise<number> {
  if (!ids.length) return 0;
  let query = db
    .updateTable('email_sends')
    .set({ status, fail_reason: reason?.slice(0, 500) ?? null, lease_owner: null, lease_expires_at: null })
    .where('id', 'in', ids);
  query = owner
    ? query.where('lease_owner', '=', owner).where('status', '=', 'Sending')
    : query.where('status', 'in', ['Queued', 'Sending']).where('sent_at', 'is', null);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Puts sends back to Queued until `at` (off the queue: the caller re-queues them with a delay). */
export async function scheduleRetry(
  db: DbOrTrx,
  ids: number[],
  owner: string,
  retry: { at: Date; reason: string; countAttempt: boolean },
): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .updateTable('email_sends')
    .set((eb) => ({
      status: 'Queued',
      ...(retry.countAttempt ? {} : { send_attempts: eb('send_attempts', '-', 1) }),
      next_attempt_at: retry.at,
      fail_reason: retry.reason.slice(0, 500),
      enqueued_at: null,
      lease_owner: null,
      lease_expires_at: null,
    }))
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Campaign sends whose campaign was switched off (Dormant or archived) after their release: back to
 * waiting for the drain (unreleased), without using up an attempt.
 */
export async function holdSends(db: DbOrTrx, ids: number[], owner: string): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .updateTable('email_sends')
    .set((eb) => ({
      status: 'Queued',
      send_attempts: eb('send_attempts', '-', 1),
      released_at: null,
      enqueued_at: null,
      next_attempt_at: null,
      lease_owner: null,
      lease_expires_at: null,
    }))
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'Sending')
    .where('is_test', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Sends to (re)queue: released and Queued but never handed to the queue (a crash between release and
 * queue) or whose queue message went missing, once due; and Sending ones whose lease ran out.
 */
export function findSendsToRequeue(
  db: DbOrTrx,
  now: Date,
  unqueuedBefore: Date,
  queuedBefore: Date,
  limit: number,
) {
  return db
    .selectFrom('email_sends')
    .select(['id'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'Queued'),
          eb('released_at', 'is not', null),
          eb.or([
            eb.and([eb('enqueued_at', 'is', null), eb('released_at', '<', unqueuedBefore)]),
            eb('enqueued_at', '<', queuedBefore),
          ]),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'Sending'), eb('lease_expires_at', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A send by its tracking token, with what engagement and unsubscribe need. */
export function findSendByToken(db: DbOrTrx, token: string) {
  return db
    .selectFrom('email_sends')
    .select(['id', 'account_id', 'campaign_id', 'email', 'is_test', 'status'])
    .where('tracking_token', '=', token)
    .executeTakeFirst();
}

export type TrackedSend = NonNullable<Awaited<ReturnType<typeof findSendByToken>>>;

/**
 * Counts one engagement of the send's address in its campaign: the first time it is inserted, later ones
 * move last_at and hits. True when this was the first of its type.
 */
export async function recordEngagement(
  db: DbOrTrx,
  send: TrackedSend,
  type: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('email_engagements')
    .values({
      account_id: send.account_id,
      campaign_id: send.campaign_id,
      type,
      email: send.email,
      send_id: send.id,
      first_at: at,
      last_at: at,
      hits: 1,
    })
    .onDuplicateKeyUpdate({ last_at: at, hits: sql<number>`hits + 1` })
    .executeTakeFirst();
  // MariaDB: 1 affected row for an insert, 2 for an update.
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** The send's first open or click time (kept once). */
export async function markFirst(
  db: DbOrTrx,
  sendId: number,
  column: 'first_opened_at' | 'first_clicked_at',
  at: Date,
): Promise<void> {
  await db
    .updateTable('email_sends')
    .set({ [column]: at })
    .where('id', '=', sendId)
    .where(column, 'is', null)
    .execute();
}

/** The send SES's message id names (SES events). */
export function findSendByProviderMessageId(db: DbOrTrx, messageId: string) {
  return db
    .selectFrom('email_sends')
    .select(['id', 'account_id', 'campaign_id', 'email', 'status'])
    .where('provider_message_id', '=', messageId)
    .executeTakeFirst();
}

/** SES's Delivery event: when the receiving server accepted the send (kept once; the dispatch log's column). */
export async function markDelivered(db: DbOrTrx, messageId: string, at: Date): Promise<number> {
  const r = await db
    .updateTable('email_sends')
    .set({ delivered_at: sql<Date>`COALESCE(delivered_at, ${at})` })
    .where('provider_message_id', '=', messageId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A hard bounce or a complaint: the send's status and time (kept once). */
export async function markBouncedOrComplained(
  db: DbOrTrx,
  sendId: number,
  kind: 'Bounced' | 'Complained',
  at: Date,
): Promise<void> {
  const column = kind === 'Bounced' ? 'bounced_at' : 'complained_at';
  await db
    .updateTable('email_sends')
    .set({ status: kind, [column]: sql<Date>`COALESCE(${sql.ref(column)}, ${at})` })
    .where('id', '=', sendId)
    .where('status', 'in', ['Sent', 'Bounced', 'Complained'])
    .execute();
}
