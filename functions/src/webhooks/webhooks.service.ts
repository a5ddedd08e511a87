import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { withDeadlockRetry } from '../platform/db/deadlock-retry';
import { notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { dispatchCallbacks } from './callbacks';
import { buildCallbackRequest, renderRawRequest } from './raw-request';
import { signingKeysOf, signingSecretsOf } from './signing-secrets.service';
import * as repo from './webhooks.repository';
import { toWebhookCallRow } from './webhooks.mapper';
import {
  REPLAY_LIMIT,
  REPLAY_TEXTS,
  WEBHOOK_HISTORY_LIMIT,
  type ReplayAnswer,
  type WebhookHistory,
} from './webhooks.schemas';

/** Webhooks History: the account's last calls, newest first, and how many it has in all. */
export async function getWebhookHistory(db: Db, auth: AuthContext): Promise<WebhookHistory> {
  const [rows, totalCount] = await Promise.all([
    repo.listRecentCalls(db, auth.scope, WEBHOOK_HISTORY_LIMIT),
    repo.countCalls(db, auth.scope),
  ]);
  return { data: { rows: rows.map(toWebhookCallRow), totalRows: rows.length }, totalCount };
}

/**
 * Request Details: the raw request of the call's latest attempt; before its first attempt, the request
 * as it would be sent now. Another account's call is not found.
 */
export async function getRequestDetails(db: Db, auth: AuthContext, callId: number): Promise<string> {
  const call = await repo.findAccountCall(db, auth.scope, callId);
  if (!call) throw notFound('The web-hook call');
  const sent = await repo.findLatestRequestText(db, call.id);
  if (sent !== undefined) return sent;
  const secrets = signingKeysOf(await signingSecretsOf(db, call.account_id));
  const request = buildCallbackRequest(
    {
      callId: Number(call.id),
      callbackUrl: call.callback_url,
      method: call.http_method,
      contentType: call.content_type,
      body: call.payload,
    },
    secrets,
    Math.floor(Date.now() / 1000),
  );
  return renderRawRequest(request);
}

// ---- replays (issue 31) --------------------------------------------------------------------------------

/** The account whose calls are replayed: a signed-in user's, or an API key's. */
type Scoped = Pick<AuthContext, 'scope'>;

/**
 * Replays one call: a new attempt through the delivery queue with the same body and webhook-id (a new
 * timestamp and signature), recorded as a replay. A call still being delivered, or already queued for a
 * replay, is not queued again. Another account's call is not found.
 */
export async function replayCall(db: Db, caller: Scoped, callId: number, log: Logger): Promise<ReplayAnswer> {
  const result = await repo.requestReplay(db, caller.scope, callId);
  if (result === 'missing') throw notFound('The web-hook call');
  if (result === 'pending') return { queued: 0, more: false, message: REPLAY_TEXTS.pending };
  await dispatchReplays(db, [callId], log);
  return { queued: 1, more: false, message: REPLAY_TEXTS.one };
}

/** Replays the account's failed calls created from `from` to `to`, at most REPLAY_LIMIT a request. */
export async function replayFailedCalls(
  db: Db,
  caller: Scoped,
  from: Date,
  to: Date,
  log: Logger,
): Promise<ReplayAnswer> {
  // Two replays of one period at once (two tabs, a double click) can deadlock on the calls' rows: the loser
  // was rolled back whole and runs again, then finds them already queued.
  const { ids, more } = await withDeadlockRetry(() =>
    db.transaction().execute((trx) => repo.requestFailedReplays(trx, caller.scope, from, to, REPLAY_LIMIT)),
  );
  await dispatchReplays(db, ids, log);
  const message = !ids.length
    ? REPLAY_TEXTS.none
    : more
      ? REPLAY_TEXTS.capped(ids.length)
      : REPLAY_TEXTS.some(ids.length);
  return { queued: ids.length, more, message };
}

/** After the commit, onto the delivery queue (a call the queue refused is queued by the sweep). */
async function dispatchReplays(db: Db, ids: number[], log: Logger) {
  const queued = await dispatchCallbacks(ids, log);
  await repo.markCallsEnqueued(db, queued, new Date());
}
