import type { DbOrTrx } from '../platform/db/database';
import { outcomesOf, variantIdsOf } from './ab-test-drain';
import * as repo from './ab-tests.repository';
import type { AbTestStatus } from './ab-tests.schemas';
import { rateOf } from './significance';

/**
 * The status page's view of the campaign's A/B test (the caller checked the campaign is the account's): each
 * variant's test messages sent, delivered, with the metric, and the rate; the decision, or when it is due.
 * Undefined when the campaign has no test (or it was switched off before it started).
 */
export async function abTestStatus(db: DbOrTrx, campaignId: number): Promise<AbTestStatus | undefined> {
  const test = await repo.findAbTest(db, campaignId);
  if (!test) return undefined;
  const started = test.test_size !== null;
  if (!started && !test.enabled) return undefined;
  const ids = started ? variantIdsOf(test) : await repo.activeVariantIds(db, campaignId);
  const messages = await repo.campaignMessages(db, campaignId);
  const labelOf = (id: number) => {
    const at = messages.findIndex((m) => m.id === id);
    return at >= 0 ? `Message ${at + 1}` : 'A deleted message';
  };
  const outcomes = await outcomesOf(db, test, ids, test.last_test_message_id);
  const decided = test.decided_at !== null && test.winner_message_id !== null;
  return {
    metric: test.metric,
    testPercent: test.test_percent,
    waitHours: test.wait_hours,
    state: decided
      ? 'Decided'
      : !started
        ? 'Planned'
        : test.test_released < (test.test_size ?? 0)
          ? 'Testing'
          : 'Waiting',
    testSize: test.test_size,
    decideAt: test.decide_at?.toISOString() ?? null,
    decision: decided
      ? {
          messageId: test.winner_message_id!,
          label: labelOf(test.winner_message_id!),
          significant: test.significant === 1,
          pValue: test.p_value ?? 1,
          decidedAt: test.decided_at!.toISOString(),
        }
      : null,
    variants: outcomes.map((o) => ({
      messageId: o.messageId,
      label: labelOf(o.messageId),
      message: messages.find((m) => m.id === o.messageId)?.message ?? '',
      sent: o.sent,
      delivered: o.delivered,
      count: o.count,
      rate: rateOf(o),
    })),
  };
}
