import { randomUUID } from 'node:crypto';
import { CAMPAIGN_STATUS } from '../campaigns/campaigns.schemas';
import type { Db } from '../platform/db/database';
import { config } from '../platform/config';
import type { Logger } from '../platform/log';
import { sendAttemptMetric } from '../platform/metrics';
import { hitRateWindow } from '../platform/rate/rate-windows.repository';
import type { SendOutcome, SmsGateway } from '../providers/gateways/sms-gateway';
import { isMarketingAllowedAt } from '../marketing-times/marketing-times';
import { optOutNumbers } from '../lists/list-optout-counts.repository';
import { findReportedProviderMessageId } from '../delivery-reports/delivery-reports.repository';
import { accountHealth, routeByHealth } from '../providers/health/routing';
import { holdForProvider, noteProviderOutcome } from '../providers/health/send-health';
import { bumpCampaignStats } from './campaign-stats.repository';
import {
  claimMessage,
  findMessageForSend,
  findMessageOwner,
  holdForNextWindow,
  listActiveProviders,
  markFailed,
  markSent,
  markSuppressedAtSend,
  renewMessageLease,
  scheduleRetry,
  suppressionOf,
} from './sending.repository';

export type ProviderRow = Awaited<ReturnType<typeof listActiveProviders>>[number];
type Message = NonNullable<Awaited<ReturnType<typeof findMessageForSend>>>;

/** What the send worker needs from outside: the gateway per provider, a clock and a way to wait. */
export interface SendDeps {
  gatewayFor(provider: ProviderRow): SmsGateway;
  /** Re-queues the message to be picked up after `delaySeconds`. */
  requeue(messageId: number, delaySeconds: number): Promise<void>;
  sleep(ms: number): Promise<void>;
  /** The clock the marketing-time rule is judged by (tests pass their own; default: now). */
  now?(): Date;
}

export type SendResult = 'sent' | 'retrying' | 'failed' | 'suppressed' | 'not-due' | 'skipped' | 'held';

/** Attempts on one provider before the next provider of the campaign's spread is tried. */
const ATTEMPTS_PER_PROVIDER = 2;
/** How long an attempt waits for a slot in the provider's messages-per-second window. */
const RATE_WAIT_LIMIT_MS = 20_000;
const MAX_BACKOFF_MS = 300_000;
const RATE_WAIT_REASON = "Waiting for the provider's messages-per-second limit.";
/** A segment message is not handed to a provider in the last second of its window (the call takes time). */
const WINDOW_CLOSE_MARGIN_MS = 1_000;
/** SQS delays a message at most 15 minutes. */
const MAX_QUEUE_DELAY_SECONDS = 900;

/**
 * One send attempt of one message, safe to run twice at once and after a crash: only the worker that
 * claims the message calls the provider, and the provider call carries our message id as its
 * deduplication key, so a resend after a crash mid-call is not a second SMS.
 */
export async function runSend(db: Db, messageId: number, log: Logger, deps: SendDeps): Promise<SendResult> {
  const owner = randomUUID();
  if (!(await claimMessage(db, messageId, owner, config.sendLeaseSeconds))) {
    return requeueIfNotDue(db, messageId, deps);
  }
  const message = await findMessageForSend(db, messageId);
  if (!message) return 'skipped';
  if (message.send_until && Date.now() >= message.send_until.getTime()) {
    // A segment message never leaves after its send window closed: it waits for the next window.
    await holdForNextWindow(db, message.id, owner);
    return 'held';
  }
  if (
    message.send_until &&
    (message.campaign_status === CAMPAIGN_STATUS.Dormant || message.campaign_archived)
  ) {
    // Dormant does nothing: a segment message released before the switch waits until it is active again.
    await holdForNextWindow(db, message.id, owner, true);
    return 'held';
  }
  if (message.send_until && !isMarketingAllowedAt(message.country ?? 'ZA', deps.now?.() ?? new Date())) {
    // A campaign (marketing) message is never handed to a provider at a time the account's country forbids
    // direct marketing (issue 28), whatever its window said: it waits for the next allowed window.
    await holdForNextWindow(db, message.id, owner, true);
    log.info('marketing message held: prohibited time', { messageId });
    return 'held';
  }
  // A segment message is bounded by its windows (and its campaign's finish date), not by this clock.
  if (
    !message.send_until &&
    Date.now() - message.created_at.getTime() > config.sendGiveUpAfterHours * 3_600_000
  ) {
    return fail(
      db,
      message,
      owner,
      `The message expired: it could not be sent within ${config.sendGiveUpAfterHours} hours.`,
    );
  }
  if (message.send_attempts > config.sendMaxAttempts + 2) {
    // Claimed again and again without ever ending (its workers keep dying): stop here.
    return fail(
      db,
      message,
      owner,
      'The message could not be sent: its send attempts kept stopping halfway.',
    );
  }

  const suppression = await suppressionOf(db, message.account_id, message.recipient, {
    exceptOptouts: message.source === 'OptoutConfirmation',
  });
  if (suppression) {
    // An opt-out that arrived between accept and send wins (over everything but its own confirmation).
    await db.transaction().execute(async (trx) => {
      if (await markSuppressedAtSend(trx, message.id, owner, suppression)) {
        await bump(trx, message, { queued: -1, suppressed: 1 });
      }
    });
    log.info('message suppressed at send time', { messageId, suppression });
    return 'suppressed';
  }

  const connected = (await listActiveProviders(db, message.account_id)).filter((p) => p.credentials);
  const candidates = orderedCandidates(message, connected);
  if (!candidates.length) {
    return fail(
      db,
      message,
      owner,
      'No active, connected provider can send for this campaign (check its Provider step).',
    );
  }
  // Routing by measured delivery (providers/health): spreads skip degraded providers; a selected one holds.
  const routed = routeByHealth(message, candidates, await accountHealth(db, message.account_id));
  if (routed.hold) {
    if (!(await holdForProvider(db, message, owner, routed.hold, deps.requeue))) return 'skipped';
    log.info('message held: its selected provider is degraded', {
      messageId,
      providerId: routed.hold.providerId,
    });
    return 'held';
  }
  if (routed.allDegraded) {
    log.warn('every provider of the spread is degraded: spreading over all of them', { messageId });
  }
  const providers = routed.providers;
  const provider =
    providers[Math.floor((message.send_attempts - 1) / ATTEMPTS_PER_PROVIDER) % providers.length]!;

  if (!(await waitForRateSlot(db, provider, message, owner, deps))) {
    return retry(db, message, owner, provider, { retryable: true, reason: RATE_WAIT_REASON }, deps);
  }
  if (message.send_until && Date.now() >= message.send_until.getTime() - WINDOW_CLOSE_MARGIN_MS) {
    // The window closed (or is about to) while it waited for the provider's rate: the next window sends it.
    await holdForNextWindow(db, message.id, owner);
    return 'held';
  }

  let outcome: SendOutcome;
  try {
    // Clickatell has no deduplication key and no look-up by our reference (providers/gateways/README.md): an
    // earlier attempt whose answer was lost is proven accepted only by a report of it (found by the
    // clientMessageId Clickatell echoes); then nothing is sent again. (BulkSMS deduplicates, Twilio looks up.)
    const reported =
      message.send_attempts > 1 && provider.type === 'Clickatell'
        ? await findReportedProviderMessageId(db, message.id, provider.id)
        : null;
    outcome = reported
      ? { ok: true, providerMessageId: reported }
      : await deps.gatewayFor(provider).send(
          {
            reference: String(message.id),
            to: message.recipient,
            body: message.body,
            encoding: message.encoding,
            // An earlier attempt may have reached the provider: one without a deduplication key checks first.
            ...(message.send_attempts > 1 ? { resubmissionSince: message.created_at } : {}),
          },
          { timeoutMs: 10_000 },
        );
  } catch (error) {
    outcome = { ok: false, retryable: true, reason: `Provider call failed: ${(error as Error).message}` };
  }

  // Throttling (429) is "slow down", not a failure: it is not counted in the provider's failure rate.
  if (outcome.ok || outcome.httpStatus !== 429) sendAttemptMetric(provider.id, !outcome.ok);
  await noteProviderOutcome(db, provider.id, outcome, log);
  if (outcome.ok) {
    const at = new Date();
    const cost = (message.segments * Number(provider.price_per_segment)).toFixed(4);
    await db.transaction().execute(async (trx) => {
      const recorded = await markSent(trx, message.id, owner, {
        providerId: provider.id,
        providerMessageId: outcome.providerMessageId,
        cost,
        at,
      });
      if (recorded) await bump(trx, message, { sent: 1, segments: message.segments }, cost, at);
    });
    return 'sent';
  }
  if (outcome.recipientOptedOut) {
    // The provider keeps its own opt-out list (Twilio: the recipient replied STOP to it): the account's list
    // learns it, and the message ends Suppressed, as an opt-out found before sending would end it.
    await db.transaction().execute(async (trx) => {
      await optOutNumbers(trx, message.account_id, [message.recipient]);
      if (await markSuppressedAtSend(trx, message.id, owner, 'Optout')) {
        await bump(trx, message, { queued: -1, suppressed: 1 });
      }
    });
    log.info('recipient opted out with the provider', { messageId, providerId: provider.id });
    return 'suppressed';
  }
  log.warn('provider refused message', {
    messageId,
    providerId: provider.id,
    retryable: outcome.retryable,
    httpStatus: outcome.httpStatus,
    reason: outcome.reason,
  });
  // Refusals that are the provider's (credentials, account, throttling, outage) move on to the next
  // provider; a refusal of the message itself (a bad number, a 400) ends it.
  const providerSide = outcome.retryable || outcome.httpStatus === 401 || outcome.httpStatus === 403;
  if (!providerSide || message.send_attempts >= config.sendMaxAttempts) {
    return fail(db, message, owner, `${provider.name}: ${outcome.reason}`, provider.id);
  }
  return retry(db, message, owner, provider, outcome, deps);
}

/** The campaign's providers by its Provider step, starting at a message-dependent one (spreading equally). */
export function orderedCandidates(
  message: Pick<Message, 'id' | 'provider_option' | 'campaign_provider_id'>,
  providers: ProviderRow[],
): ProviderRow[] {
  const eligible =
    message.provider_option === 'SelectedProvider'
      ? providers.filter((p) => p.id === message.campaign_provider_id)
      : message.provider_option === 'SpreadReverseBilled'
        ? providers.filter((p) => p.reverse_billed)
        : providers.filter((p) => !p.reverse_billed);
  if (eligible.length < 2) return eligible;
  const start = message.id % eligible.length;
  return [...eligible.slice(start), ...eligible.slice(0, start)];
}

/** The delay before attempt n+1: exponential with full jitter in its upper half, at least Retry-After. */
export function backoffMs(attempt: number, retryAfterMs: number | undefined, random = Math.random): number {
  const base = Math.min(config.sendRetryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  const jittered = base / 2 + random() * (base / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}

async function retry(
  db: Db,
  message: Message,
  owner: string,
  provider: ProviderRow,
  outcome: { retryable: boolean; reason: string; retryAfterMs?: number; httpStatus?: number },
  deps: SendDeps,
): Promise<SendResult> {
  const delayMs = backoffMs(message.send_attempts, outcome.retryAfterMs);
  const at = new Date(Date.now() + delayMs);
  const reason = `${provider.name}: ${outcome.reason}`;
  // Throttling (429, or no room in the provider's window) is "slow down", not a failure: it neither uses
  // up an attempt nor moves the message to another provider; the give-up time bounds it.
  const countAttempt = outcome.httpStatus !== 429 && outcome.reason !== RATE_WAIT_REASON;
  const next = { at, reason, providerId: provider.id, countAttempt };
  if (!(await scheduleRetry(db, message.id, owner, next))) return 'skipped';
  await deps.requeue(message.id, Math.min(MAX_QUEUE_DELAY_SECONDS, Math.ceil(delayMs / 1000)));
  return 'retrying';
}

async function fail(
  db: Db,
  message: Message,
  owner: string,
  reason: string,
  providerId?: number,
): Promise<SendResult> {
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    if (await markFailed(trx, message.id, owner, { reason, at, providerId: providerId ?? null })) {
      await bump(trx, message, { failed: 1 }, undefined, at);
    }
  });
  return 'failed';
}

/**
 * Ends a message whose queue message was dead-lettered (every delivery failed): Failed with a reason,
 * unless it was sent or ended already.
 */
export async function failDeadLetteredMessage(db: Db, messageId: number, log: Logger): Promise<boolean> {
  const at = new Date();
  const reason = 'The message could not be sent: every attempt to hand it to a provider failed.';
  return db.transaction().execute(async (trx) => {
    const owner = await findMessageOwner(trx, messageId);
    if (!owner) return false;
    const failed = await markFailed(trx, messageId, null, { reason, at });
    if (failed) {
      await bumpCampaignStats(trx, {
        campaignId: owner.campaign_id,
        accountId: owner.account_id,
        at,
        counts: { failed: 1 },
      });
      log.warn('dead-lettered message failed', { messageId });
    }
    return failed;
  });
}

/** Waits (renewing the lease) until the provider's window has room for one more message this second. */
async function waitForRateSlot(
  db: Db,
  provider: ProviderRow,
  message: Message,
  owner: string,
  deps: SendDeps,
): Promise<boolean> {
  const deadline = Date.now() + RATE_WAIT_LIMIT_MS;
  let renewedAt = Date.now();
  for (;;) {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    const hits = await hitRateWindow(db, `provider:${provider.id}`, second);
    if (hits <= provider.messages_per_second) return true;
    if (now > deadline) return false;
    if (now - renewedAt > 5_000) {
      if (!(await renewMessageLease(db, message.id, owner, config.sendLeaseSeconds))) return false;
      renewedAt = now;
    }
    // Until the next window, spread over its first 100 ms so waiting workers do not all hit it at once.
    await deps.sleep((second + 1) * 1000 - now + Math.floor(Math.random() * 100));
  }
}

/** A message that is Queued but not yet due (a retry) goes back on the queue until it is. */
async function requeueIfNotDue(db: Db, messageId: number, deps: SendDeps): Promise<SendResult> {
  const message = await findMessageForSend(db, messageId);
  if (message?.status !== 'Queued' || !message.next_attempt_at) return 'skipped';
  const waitMs = message.next_attempt_at.getTime() - Date.now();
  if (waitMs <= 0) return 'skipped';
  await deps.requeue(messageId, Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(1, Math.ceil(waitMs / 1000))));
  return 'not-due';
}

function bump(
  trx: Parameters<typeof bumpCampaignStats>[0],
  message: Pick<Message, 'campaign_id' | 'account_id'>,
  counts: Parameters<typeof bumpCampaignStats>[1]['counts'],
  cost?: string,
  at = new Date(),
) {
  return bumpCampaignStats(trx, {
    campaignId: message.campaign_id,
    accountId: message.account_id,
    at,
    counts,
    cost,
  });
}
