import type { DbOrTrx } from '../platform/db/database';
import type { Logger } from '../platform/log';
import * as repo from './ab-tests.repository';
import { decide, type VariantOutcome } from './significance';

// The A/B message test inside the segment drain (segments/segment-drain.ts), in the drain's transaction with
// the campaign row locked, so drains take turns and a drain that dies rolls back: the test share goes out
// first, split evenly between the variants; the rest of the segment is held until the wait has passed; the
// first drain after that decides (once: the decision is written in the same transaction that releases the
// rest, which then goes out with the decided message only).

interface Template {
  id: number;
  message: string;
}

/** What the drain sends now: which messages, at most how many members, and whom it tells after. */
export interface AbPlan<T extends Template> {
  templates: T[];
  /** The member's message by its position in this release (undefined: at random among the templates). */
  pick?: (i: number) => T;
  /** Members to take now at most. */
  cap: number;
  released?: (trx: DbOrTrx, count: number, now: Date) => Promise<void>;
}

/** The test's message ids, first message first. */
export const variantIdsOf = (t: { variant_ids: string | null }) =>
  (t.variant_ids ?? '').split(',').filter(Boolean).map(Number);

/** The rest's message, or undefined when no test applies (every active message at random, as before). */
export async function planAbRelease<T extends Template>(
  trx: DbOrTrx,
  campaignId: number,
  templates: T[],
  pending: number,
  now: Date,
  log: Logger,
): Promise<AbPlan<T> | undefined> {
  let test = await repo.findAbTest(trx, campaignId);
  if (!test) return undefined;
  if (test.decided_at === null && test.test_size === null) {
    if (!test.enabled || !pending) return undefined;
    const variantIds = await repo.activeVariantIds(trx, campaignId);
    if (variantIds.length < 2) return undefined;
    const size = Math.min(
      pending,
      Math.max(variantIds.length, Math.round((pending * test.test_percent) / 100)),
    );
    await repo.startTest(trx, campaignId, variantIds, size, now);
    test = (await repo.findAbTest(trx, campaignId))!;
    log.info('A/B test started', { campaignId, variants: variantIds.length, testSize: size });
  }
  const variants = variantIdsOf(test)
    .map((id) => templates.find((t) => t.id === id))
    .filter((t): t is T => t !== undefined);
  if (test.decided_at === null && test.test_released < (test.test_size ?? 0)) {
    if (variants.length < 2) return undefined;
    const offset = test.test_released;
    const t = test;
    return {
      templates: variants,
      pick: (i) => variants[(offset + i) % variants.length]!,
      cap: (test.test_size ?? 0) - test.test_released,
      released: (db, count, at) => (count ? repo.addReleased(db, t, count, at) : Promise.resolve()),
    };
  }
  if (test.decided_at === null) {
    if (!test.decide_at || now < test.decide_at) return { templates, cap: 0 };
    await decideTest(trx, test, log, now);
    test = (await repo.findAbTest(trx, campaignId))!;
  }
  const winner = templates.find((t) => t.id === test.winner_message_id);
  if (!winner) {
    log.warn('the A/B test winner is no longer an active message; sending every active message', {
      campaignId,
    });
    return undefined;
  }
  return { templates: [winner], cap: Number.POSITIVE_INFINITY };
}

/** The decision over the test's messages so far (the caller holds the campaign's lock). */
export async function decideTest(trx: DbOrTrx, test: repo.AbTestRow, log: Logger, now: Date): Promise<void> {
  const ids = variantIdsOf(test);
  const outcomes = await outcomesOf(trx, test, ids, null);
  const decision = decide(outcomes);
  const lastMessageId = await repo.lastMessageId(trx, test.campaign_id);
  await repo.saveDecision(trx, test.campaign_id, { ...decision, lastMessageId }, now);
  log.info('A/B test decided', { campaignId: test.campaign_id, ...decision });
}

/** Each variant's rate base (delivered, or sent when the test has no delivery reports) and metric count. */
export async function outcomesOf(
  db: DbOrTrx,
  test: repo.AbTestRow,
  ids: number[],
  upToId: number | null,
): Promise<(VariantOutcome & { sent: number; delivered: number })[]> {
  const counts = await repo.variantCounts(db, test.campaign_id, ids, test.metric, upToId);
  const byId = ids.map((id) => ({ id, ...(counts.get(id) ?? { sent: 0, delivered: 0, count: 0 }) }));
  const anyDelivered = byId.some((v) => v.delivered > 0);
  return byId.map((v) => ({
    messageId: v.id,
    sent: v.sent,
    delivered: v.delivered,
    count: v.count,
    base: anyDelivered ? v.delivered : v.sent,
  }));
}
