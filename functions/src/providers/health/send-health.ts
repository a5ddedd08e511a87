// What the send worker does for routing by measured delivery besides choosing: a held message waits (never
// fails, never switches provider), and a provider-side failure is counted for the error rate.
import type { DbOrTrx } from '../../platform/db/database';
import type { Logger } from '../../platform/log';
import type { SendOutcome } from '../gateways/sms-gateway';
import { scheduleRetry } from '../../sending/sending.repository';
import { holdDelaySeconds } from './health-settings';
import { recordProviderError } from './health.repository';
import { holdText, type ProviderHealthView } from './routing';

/** SQS delays a message at most 15 minutes. */
const MAX_QUEUE_DELAY_SECONDS = 900;

/**
 * A selected-provider message whose provider is degraded goes back to Queued, without using an attempt, its
 * reason the hold's text, until the provider's cool-down or ramp step ends (at least SMS_HEALTH_HOLD_SECONDS, at
 * most SQS's 15 minutes), so a large held campaign is not claimed again every few seconds; false when the
 * claim was lost meanwhile.
 */
export async function holdForProvider(
  db: DbOrTrx,
  message: { id: number },
  owner: string,
  view: ProviderHealthView,
  requeue: (messageId: number, delaySeconds: number) => Promise<void>,
): Promise<boolean> {
  const untilEnd = view.until ? Math.ceil((view.until.getTime() - Date.now()) / 1000) : 0;
  const delay = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(holdDelaySeconds(), untilEnd));
  const held = await scheduleRetry(db, message.id, owner, {
    at: new Date(Date.now() + delay * 1000),
    reason: holdText(view),
    providerId: view.providerId,
    countAttempt: false,
  });
  if (held) await requeue(message.id, delay);
  return held;
}

/** A refusal, 5xx, time-out or network error is the provider's failure; throttling and a bad message are not. */
export const isProviderFailure = (outcome: SendOutcome) =>
  !outcome.ok &&
  !outcome.recipientOptedOut &&
  outcome.httpStatus !== 429 &&
  (outcome.retryable || outcome.httpStatus === 401 || outcome.httpStatus === 403);

/** Counts a provider-side failure (never fails the send: health is a measurement, not the send's business). */
export async function noteProviderOutcome(
  db: DbOrTrx,
  providerId: number,
  outcome: SendOutcome,
  log: Logger,
): Promise<void> {
  if (!isProviderFailure(outcome)) return;
  try {
    await recordProviderError(db, providerId);
  } catch (error) {
    log.warn('provider error not counted', { providerId, error: (error as Error).message });
  }
}
