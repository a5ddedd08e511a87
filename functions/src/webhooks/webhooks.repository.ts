import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.types';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { CallbackEventType } from './webhooks.table';

// Web-service calls and their attempts. The delivery worker and the sweep work on one call by id (no
// tenant scope: they act for the account that owns it); the history reads are scoped by the caller.

/** The campaign's callback URL (null when it names none), read in the event's transaction. */
export async function findCampaignCallbackUrl(db: DbOrTrx, accountId: number, campaignId: number) {
  const campaign = await db
    .selectFrom('sms_campaigns')
    .select('callback_url')
    .where('id', '=', campaignId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return campaign?.callback_url ?? null;
}

export interface NewCall {
  accountId: number;
  /** Null for a page lead (it belongs to a page, not a campaign). */
  campaignId: number | null;
  cellphone: string | null;
  type: CallbackEventType;
  eventKey: string;
  callbackUrl: string;
  payload: string;
  /** The table's defaults (POST, application/json) unless given: a page lead's configured verb and type. */
  httpMethod?: string;
  contentType?: string;
}

/** Stores a call, due now; null when the account recorded this event already (its event key). */
export async function insertCall(db: DbOrTrx, call: NewCall): Promise<number | null> {
  const result = await db
    .insertInto('webhook_calls')
    .ignore()
    .values({
      account_id: call.accountId,
      campaign_id: call.campaignId,
      cellphone: call.cellphone,
      event_type: call.type,
      event_key: call.eventKey,
      callback_url: call.callbackUrl,
      payload: call.payload,
      ...(call.httpMethod ? { http_method: call.httpMethod } : {}),
      ...(call.contentType !== undefined ? { content_type: call.contentType } : {}),
      next_attempt_at: new Date(),
      enqueued_at: null,
      sent_at: null,
      last_status_code: null,
      last_error: null,
    })
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows ? Number(result.insertId) : null;
}

type CallsEb = ExpressionBuilder<Database, 'webhook_calls'>;

/** A call still to deliver: unsent and not given up, or with a replay requested (whatever its outcome was). */
const toDeliver = (eb: CallsEb) =>
  eb.or([eb.and([eb('sent', '=', 0), eb('given_up', '=', 0)]), eb('replay_attempt', 'is not', null)]);

/** Settled: delivered, or given up (what a replay can be asked for). */
const settled = (eb: CallsEb) => eb.or([eb('sent', '=', 1), eb('given_up', '=', 1)]);

/**
 * Takes a call for one attempt: still to deliver (or to replay), due, and not held by a live lease. Only one worker
 * can win (a duplicate queue message sees 0 rows); the attempt is counted here, so a worker that keeps
 * dying mid-attempt still uses up the call's attempts.
 */
export async function claimCall(db: DbOrTrx, callId: number, owner: string, leaseSeconds: number) {
  const result = await db
    .updateTable('webhook_calls')
    .set((eb) => ({
      lease_owner: owner,
      lease_expires_at: sql<Date>`NOW(3) + INTERVAL ${leaseSeconds} SECOND`,
      send_attempts: eb('send_attempts', '+', 1),
    }))
    .where('id', '=', callId)
    .where(toDeliver)
    .where('next_attempt_at', '<=', sql<Date>`NOW(3)`)
    .where((eb) =>
      eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', sql<Date>`NOW(3)`)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A call with what its delivery needs. */
export function findCall(db: DbOrTrx, callId: number) {
  return db
    .selectFrom('webhook_calls')
    .select([
      'id',
      'account_id',
      'callback_url',
      'http_method',
      'content_type',
      'payload',
      'send_attempts',
      'sent',
      'given_up',
      'next_attempt_at',
      'lease_expires_at',
      'replay_attempt',
    ])
    .where('id', '=', callId)
    .executeTakeFirst();
}

export type CallForDelivery = NonNullable<Awaited<ReturnType<typeof findCall>>>;

export interface AttemptRecord {
  callId: number;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  requestText: string;
  responseExcerpt: string | null;
  /** The attempt was a replay. */
  replay: boolean;
}

/** Records one attempt (once: a second record of the same attempt number changes nothing). */
export async function insertAttempt(db: DbOrTrx, a: AttemptRecord): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .ignore()
    .values({
      call_id: a.callId,
      attempt: a.attempt,
      started_at: a.startedAt,
      duration_ms: a.durationMs,
      status_code: a.statusCode,
      error: a.error,
      request_text: a.requestText,
      response_excerpt: a.responseExcerpt,
      replay: a.replay ? 1 : 0,
    })
    .execute();
}

/** A call delivered: sent, with its status. A success counts even when the worker's lease ran out meanwhile. */
export async function markCallSent(
  db: DbOrTrx,
  callId: number,
  statusCode: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_calls')
    .set({
      sent: 1,
      // A replay of a given-up call that got through: delivered now.
      given_up: 0,
      sent_at: at,
      last_status_code: statusCode,
      last_error: null,
      next_attempt_at: null,
      enqueued_at: null,
      lease_owner: null,
      lease_expires_at: null,
      replay_attempt: null,
    })
    .where('id', '=', callId)
    .where((eb) => eb.or([eb('sent', '=', 0), eb('replay_attempt', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface FailedAttempt {
  statusCode: number | null;
  error: string | null;
  /** When the next attempt is due, or null: the call is given up. */
  nextAttemptAt: Date | null;
}

/**
 * A failed attempt: the call waits for its next attempt, or is given up; only by the lease's holder. A failed
 * replay of a call delivered before leaves it delivered (sent), with the replay's status as its last.
 */
export async function markCallFailed(db: DbOrTrx, callId: number, owner: string, f: FailedAttempt) {
  const result = await db
    .updateTable('webhook_calls')
    .set({
      last_status_code: f.statusCode,
      last_error: f.error,
      next_attempt_at: f.nextAttemptAt,
      given_up: f.nextAttemptAt ? 0 : sql<number>`IF(sent = 1, 0, 1)`,
      enqueued_at: null,
      lease_owner: null,
      lease_expires_at: null,
      replay_attempt: null,
    })
    .where('id', '=', callId)
    .where('lease_owner', '=', owner)
    .where((eb) => eb.or([eb('sent', '=', 0), eb('replay_attempt', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The calls now on the queue (or on it again); a run-out lease is cleared, as the new message replaces it. */
export async function markCallsEnqueued(db: DbOrTrx, callIds: number[], at: Date): Promise<void> {
  if (!callIds.length) return;
  await db
    .updateTable('webhook_calls')
    .set((eb) => ({
      enqueued_at: at,
      lease_owner: eb.case().when('lease_expires_at', '<', at).then(null).else(eb.ref('lease_owner')).end(),
      lease_expires_at: eb
        .case()
        .when('lease_expires_at', '<', at)
        .then(null)
        .else(eb.ref('lease_expires_at'))
        .end(),
    }))
    .where('id', 'in', callIds)
    .execute();
}

/**
 * Due calls that no queue message will bring: never queued (a crash between the commit and the queue, or a
 * retry longer than SQS can delay) once `unqueuedBefore` has passed; queued longer ago than a queue message
 * can take (lost); or held by a worker whose lease ran out (it died mid-attempt).
 */
export function findCallsToRequeue(
  db: DbOrTrx,
  now: Date,
  unqueuedBefore: Date,
  queuedBefore: Date,
  limit: number,
) {
  return db
    .selectFrom('webhook_calls')
    .select(['id'])
    .where(toDeliver)
    .where('next_attempt_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('lease_expires_at', 'is', null),
          eb.or([
            eb.and([eb('enqueued_at', 'is', null), eb('next_attempt_at', '<', unqueuedBefore)]),
            eb('enqueued_at', '<', queuedBefore),
          ]),
        ]),
        eb('lease_expires_at', '<', now),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

// ---- the history (scoped by the caller's account) ------------------------------------------------------

/** The account's most recent calls, newest first. */
export function listRecentCalls(db: DbOrTrx, scope: TenantScope, limit: number) {
  return db
    .selectFrom('webhook_calls')
    .select([
      'id',
      'event_type',
      'callback_url',
      'http_method',
      'content_type',
      'send_attempts',
      'sent',
      'given_up',
      'last_status_code',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
      'replay_attempt',
    ])
    .where('account_id', '=', scope.accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type CallHistoryRow = Awaited<ReturnType<typeof listRecentCalls>>[number];

/** How many calls the account has in all (counted on its index). */
export async function countCalls(db: DbOrTrx, scope: TenantScope): Promise<number> {
  const row = await db
    .selectFrom('webhook_calls')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', scope.accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A call of the account (another account's id finds nothing). */
export function findAccountCall(db: DbOrTrx, scope: TenantScope, callId: number) {
  return db
    .selectFrom('webhook_calls')
    .select(['id', 'account_id', 'callback_url', 'http_method', 'content_type', 'payload'])
    .where('id', '=', callId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** The raw request of the call's latest attempt, or undefined before its first. */
export async function findLatestRequestText(db: DbOrTrx, callId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('webhook_attempts')
    .select('request_text')
    .where('call_id', '=', callId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.request_text;
}

/** A call's attempts in order (for tests and support). */
export function listAttempts(db: DbOrTrx, callId: number) {
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('call_id', '=', callId)
    .orderBy('attempt')
    .execute();
}

// ---- replays (scoped by the caller's account) ----------------------------------------------------------

/** The columns that make a settled call due again for one replay attempt. */
const replayRequested = (eb: CallsEb) => ({
  replay_attempt: eb('send_attempts', '+', 1),
  next_attempt_at: sql<Date>`NOW(3)`,
  enqueued_at: null,
});

/**
 * Asks for a replay of one settled call of the account: 'queued', 'pending' (it is still being delivered or
 * a replay is already queued: nothing changes, so a double click queues it once) or 'missing'.
 */
export async function requestReplay(
  db: DbOrTrx,
  scope: TenantScope,
  callId: number,
): Promise<'queued' | 'pending' | 'missing'> {
  const result = await db
    .updateTable('webhook_calls')
    .set(replayRequested)
    .where('id', '=', callId)
    .where('account_id', '=', scope.accountId)
    .where('replay_attempt', 'is', null)
    .where(settled)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'queued';
  return (await findAccountCall(db, scope, callId)) ? 'pending' : 'missing';
}

/**
 * Asks for a replay of the account's failed calls created in [from, to]: settled, whose last attempt failed
 * (given up, or a delivered call whose replay failed), with no replay pending. At most `limit` (oldest
 * first), locked while they are marked so that two requests at once never take the same call: their ids,
 * and whether more are left.
 */
export async function requestFailedReplays(
  trx: DbOrTrx,
  scope: TenantScope,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ ids: number[]; more: boolean }> {
  const rows = await trx
    .selectFrom('webhook_calls')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .where('replay_attempt', 'is', null)
    .where(settled)
    .where((eb) => eb.or([eb('last_status_code', 'is', null), eb('last_status_code', '>=', 300)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit + 1)
    .forUpdate()
    .execute();
  const ids = rows.slice(0, limit).map((r) => Number(r.id));
  if (ids.length)
    await trx.updateTable('webhook_calls').set(replayRequested).where('id', 'in', ids).execute();
  return { ids, more: rows.length > limit };
}
