import { randomUUID } from 'node:crypto';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import { isMarketingAllowedAt } from '../marketing-times/marketing-times';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { composeEmail, type ComposedEmail } from './compose-email';
import { accountCustomFields, type CustomFieldName } from '../sending/merge-values.repository';
import { suppressedAmong } from './email-suppression.repository';
import * as repo from './email-sends.repository';
import { fromDomainProblem } from './sending-domains.service';
import type { SesOutcome } from './ses-campaign-sender';

/** What the worker needs from outside: SES, the queue and a clock. */
export interface EmailSendDeps {
  send(email: ComposedEmail, tags: Record<string, string>): Promise<SesOutcome>;
  /** Puts sends back on the queue to be picked up after `delaySeconds`. */
  requeue(ids: number[], delaySeconds: number): Promise<void>;
  /** The clock the marketing-time rule is judged by (tests pass their own; default: now). */
  now?(): Date;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  failed: number;
  suppressed: number;
  retrying: number;
  held: number;
}

/** SES calls of one batch in flight at once. */
export const SENDS_IN_FLIGHT = 10;
const MAX_BACKOFF_MS = 300_000;
const MAX_QUEUE_DELAY_SECONDS = 900;

/**
 * One attempt at a batch of sends (one queue message). Claims every due one with a lease in one
 * statement, re-checks suppression in one query, sends them to SES side by side, and records the outcomes
 * per kind in one statement each. A send held by a live worker, sent already, or not yet due is left alone,
 * so a duplicate or redelivered message sends nothing twice; a worker that dies mid-batch leaves its rows
 * Sending until the lease runs out and the sweep queues them again.
 */
export async function runEmailBatch(
  db: Db,
  ids: number[],
  log: Logger,
  deps: EmailSendDeps,
): Promise<BatchResult> {
  const owner = randomUUID();
  const result: BatchResult = { claimed: 0, sent: 0, failed: 0, suppressed: 0, retrying: 0, held: 0 };
  if (!(await repo.claimSends(db, ids, owner, config.sendLeaseSeconds))) return result;
  const sends = await repo.findClaimedSends(db, ids, owner);
  result.claimed = sends.length;

  // A campaign switched off after its sends were released: they wait for it to be active again. So does a
  // marketing e-mail due at a time its account's country forbids direct marketing (issue 28; a test send to
  // oneself and a transactional campaign are exempt): the drain releases it again in the next allowed window.
  const now = deps.now?.() ?? new Date();
  const off = sends.filter(
    (s) =>
      !s.is_test &&
      (s.campaign_archived ||
        s.campaign_status === EMAIL_CAMPAIGN_STATUS.Dormant ||
        (!s.is_transactional && !isMarketingAllowedAt(s.country ?? 'ZA', now))),
  );
  result.held = await repo.holdSends(
    db,
    off.map((s) => s.id),
    owner,
  );
  let live = sends.filter((s) => !off.includes(s));

  // An unsubscribe, bounce or complaint that came after the send was written wins.
  const byAccount = new Map<number, string[]>();
  for (const s of live) byAccount.set(s.account_id, [...(byAccount.get(s.account_id) ?? []), s.email]);
  const suppressed = new Set<number>();
  for (const [accountId, emails] of byAccount) {
    const blocked = await suppressedAmong(db, accountId, emails);
    for (const s of live)
      if (s.account_id === accountId && blocked.has(s.email.toLowerCase())) suppressed.add(s.id);
  }
  result.suppressed = await repo.endSends(
    db,
    [...suppressed],
    owner,
    'Suppressed',
    'The address is suppressed.',
  );
  live = live.filter((s) => !suppressed.has(s.id));

  const incomplete = live.filter((s) => !s.from_email || !s.subject || !s.body_html);
  result.failed += await repo.endSends(
    db,
    incomplete.map((s) => s.id),
    owner,
    'Failed',
    'The campaign has no from address, subject or content.',
  );
  live = live.filter((s) => !incomplete.includes(s));

  // The from domain is checked again at every send: a domain removed (or no longer verified) since the campaign
  // was saved sends nothing as it. One question per account and domain in the batch.
  const byDomain = new Map<string, string | null>();
  const badFrom = new Map<string, number[]>();
  for (const s of live) {
    const from = s.from_email!;
    const key = `${s.account_id} ${from.slice(from.lastIndexOf('@') + 1).toLowerCase()}`;
    if (!byDomain.has(key)) byDomain.set(key, await fromDomainProblem(db, s.account_id, from));
    const problem = byDomain.get(key);
    if (problem) badFrom.set(problem, [...(badFrom.get(problem) ?? []), s.id]);
  }
  const refused = new Set([...badFrom.values()].flat());
  for (const [problem, ids] of badFrom)
    result.failed += await repo.endSends(db, ids, owner, 'Failed', problem);
  live = live.filter((s) => !refused.has(s.id));

  // The custom fields the merge fields may name: one read per account in the batch.
  const customOf = new Map<number, CustomFieldName[]>();
  for (const accountId of new Set(live.map((s) => s.account_id)))
    customOf.set(accountId, await accountCustomFields(db, accountId));

  const outcomes = await mapLimit(live, SENDS_IN_FLIGHT, async (s) => {
    let email: ComposedEmail;
    try {
      email = composeEmail(
        {
          fromName: s.from_name,
          fromEmail: s.from_email!,
          replyTo: s.reply_to,
          subject: s.subject!,
          preheader: s.preheader,
          html: s.body_html!,
        },
        s,
        s.tracking_token,
        customOf.get(s.account_id),
      );
    } catch (error) {
      return {
        ok: false,
        kind: 'rejected',
        reason: `The e-mail could not be made: ${(error as Error).message}`,
      } as const;
    }
    return deps.send(email, { campaign: String(s.campaign_id), send: String(s.id) });
  });

  const at = new Date();
  const sent: { id: number; messageId: string }[] = [];
  const rejected = new Map<string, number[]>();
  const retry = new Map<string, { ids: number[]; throttled: boolean; attempts: number }>();
  live.forEach((s, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) return sent.push({ id: s.id, messageId: outcome.messageId });
    const expired = Date.now() - s.created_at.getTime() > config.sendGiveUpAfterHours * 3_600_000;
    if (
      outcome.kind === 'rejected' ||
      (outcome.kind === 'retryable' && s.send_attempts >= config.sendMaxAttempts) ||
      expired
    ) {
      rejected.set(outcome.reason, [...(rejected.get(outcome.reason) ?? []), s.id]);
      return;
    }
    const group = retry.get(outcome.reason) ?? {
      ids: [],
      throttled: outcome.kind === 'throttled',
      attempts: 0,
    };
    group.ids.push(s.id);
    group.attempts = Math.max(group.attempts, s.send_attempts);
    retry.set(outcome.reason, group);
  });
  result.sent = await repo.markSent(db, owner, sent, at);
  for (const [reason, failedIds] of rejected) {
    log.warn('SES refused sends', { reason, count: failedIds.length });
    result.failed += await repo.endSends(db, failedIds, owner, 'Failed', reason);
  }
  for (const [reason, group] of retry) {
    const delayMs = backoffMs(group.attempts);
    // Throttling is "slow down", not failure: it does not use up an attempt.
    const moved = await repo.scheduleRetry(db, group.ids, owner, {
      at: new Date(Date.now() + delayMs),
      reason,
      countAttempt: !group.throttled,
    });
    if (moved) await deps.requeue(group.ids, Math.min(MAX_QUEUE_DELAY_SECONDS, Math.ceil(delayMs / 1000)));
    result.retrying += moved;
  }
  return result;
}

/** Exponential with jitter in its upper half, from SEND_RETRY_BASE_MS, at most 5 minutes. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(config.sendRetryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return base / 2 + random() * (base / 2);
}

/** Ends the sends of a dead-lettered queue message (every delivery failed): Failed, unless they ended. */
export async function failDeadLetteredSends(db: Db, ids: number[], log: Logger): Promise<number> {
  const failed = await repo.endSends(
    db,
    ids,
    null,
    'Failed',
    'The e-mail could not be sent: every attempt to hand it to SES failed.',
  );
  if (failed) log.warn('dead-lettered e-mail sends failed', { failed });
  return failed;
}

async function mapLimit<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
