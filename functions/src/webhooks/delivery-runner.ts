import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { config } from '../platform/config';
import type { Logger } from '../platform/log';
import type { AttemptOutcome } from './callback-http';
import { CallbackUrlRefusedError } from './callback-url-guard';
import { buildCallbackRequest, renderRawRequest, type CallbackRequest } from './raw-request';
import { MAX_QUEUE_DELAY_SECONDS, nextRetryDelaySeconds } from './retry-schedule';
import { signingKeysOf, signingSecretsOf } from './signing-secrets.service';
import {
  claimCall,
  findCall,
  insertAttempt,
  markCallFailed,
  markCallSent,
  type CallForDelivery,
} from './webhooks.repository';
import { WEBHOOK_SUCCESS_BELOW } from './webhooks.schemas';

/** What the delivery needs from outside: the guard, the HTTP attempt and the queue. */
export interface DeliveryDeps {
  /** The checked address to connect to; throws CallbackUrlRefusedError. */
  resolve(callbackUrl: string): Promise<string>;
  post(request: CallbackRequest, address: string, timeoutMs: number): Promise<AttemptOutcome>;
  /** Puts the call back on the delivery queue, to arrive after `delaySeconds` (at most 900). */
  requeue(callId: number, delaySeconds: number): Promise<void>;
}

export type DeliveryResult = 'sent' | 'retrying' | 'given-up' | 'not-due' | 'skipped';

/** A replay whose worker died mid-attempt is claimed again at most this many times in all. */
const REPLAY_CLAIMS = 3;

/** A worker holds its call for the attempt's time-out and some time to record it. */
export const leaseSecondsFor = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 20;

/**
 * One attempt at one call, safe to run twice at once and after a crash: only the worker that claims the
 * call posts it; a duplicate queue message for a call that is sent, given up, held or not yet due does
 * nothing (one that is early goes back on the queue). Every attempt is recorded with the raw request.
 */
export async function runDelivery(
  db: Db,
  callId: number,
  log: Logger,
  deps: DeliveryDeps,
): Promise<DeliveryResult> {
  const owner = randomUUID();
  if (!(await claimCall(db, callId, owner, leaseSecondsFor(config.webhookTimeoutMs)))) {
    return requeueIfNotDue(db, callId, deps);
  }
  const call = await findCall(db, callId);
  if (!call) return 'skipped';
  const schedule = config.webhookRetryScheduleSeconds;
  const attempt = call.send_attempts;
  const startedAt = new Date();
  // A replay (asked for from Webhooks History or the API) is one attempt, not retried.
  const replay = call.replay_attempt !== null;
  const maxAttempt = replay ? call.replay_attempt! + REPLAY_CLAIMS - 1 : schedule.length;
  if (attempt > maxAttempt) {
    // Claimed again and again without an attempt ever being recorded (its workers keep dying): stop.
    await markCallFailed(db, call.id, owner, {
      statusCode: null,
      error: 'The callback could not be delivered: its attempts kept stopping halfway.',
      nextAttemptAt: null,
    });
    return 'given-up';
  }

  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const request = buildCallbackRequest(
    toSend(call),
    signingKeysOf(await signingSecretsOf(db, call.account_id)),
    timestamp,
  );
  let outcome: AttemptOutcome;
  let permanent = false;
  try {
    outcome = await deps.post(request, await deps.resolve(call.callback_url), config.webhookTimeoutMs);
  } catch (error) {
    if (!(error instanceof CallbackUrlRefusedError)) throw error;
    permanent = error.permanent;
    outcome = {
      statusCode: null,
      error: error.message,
      responseExcerpt: null,
      durationMs: Date.now() - startedAt.getTime(),
    };
  }

  const succeeded = outcome.statusCode !== null && outcome.statusCode < WEBHOOK_SUCCESS_BELOW;
  // A refused address is not retried: a private address does not become public by waiting.
  const delay = succeeded || permanent || replay ? null : nextRetryDelaySeconds(attempt, schedule);
  const nextAttemptAt = delay === null ? null : new Date(Date.now() + delay * 1000);
  const recorded = await db.transaction().execute(async (trx) => {
    await insertAttempt(trx, {
      callId: call.id,
      attempt,
      startedAt,
      durationMs: outcome.durationMs,
      statusCode: outcome.statusCode,
      error: outcome.error,
      requestText: renderRawRequest(request),
      responseExcerpt: outcome.responseExcerpt,
      replay,
    });
    if (succeeded) return markCallSent(trx, call.id, outcome.statusCode!, new Date());
    return markCallFailed(trx, call.id, owner, {
      statusCode: outcome.statusCode,
      error: outcome.error,
      nextAttemptAt,
    });
  });
  log.info('callback attempt', {
    callId,
    attempt,
    statusCode: outcome.statusCode,
    error: outcome.error,
    succeeded,
    replay,
  });
  if (succeeded) return 'sent';
  if (delay === null) return 'given-up';
  // Short waits ride on the queue; longer ones (and a lost lease's call) are brought back by the sweep.
  if (recorded && delay <= MAX_QUEUE_DELAY_SECONDS) await deps.requeue(call.id, delay);
  return 'retrying';
}

function toSend(call: CallForDelivery) {
  return {
    callId: call.id,
    callbackUrl: call.callback_url,
    method: call.http_method,
    contentType: call.content_type,
    body: call.payload,
  };
}

/** A message for a call that is waiting for its next attempt goes back on the queue until it is due. */
async function requeueIfNotDue(db: Db, callId: number, deps: DeliveryDeps): Promise<DeliveryResult> {
  const call = await findCall(db, callId);
  const settled = (call?.sent || call?.given_up) && call.replay_attempt === null;
  if (!call || settled || !call.next_attempt_at) return 'skipped';
  if (call.lease_expires_at && call.lease_expires_at.getTime() > Date.now()) return 'skipped';
  const waitMs = call.next_attempt_at.getTime() - Date.now();
  if (waitMs <= 0 || waitMs > MAX_QUEUE_DELAY_SECONDS * 1000) return 'skipped';
  await deps.requeue(callId, Math.max(1, Math.ceil(waitMs / 1000)));
  return 'not-due';
}
