import { db } from '../platform/db/database';
import { consolidateOverviews, type ConsolidationResult } from './consolidation';
import { recordScheduledConsolidation } from './report-builds.repository';
import { defineScheduled } from '../platform/schedule/scheduled';

/**
 * The overview consolidation (EventBridge, every hour; locally the stack's poller calls it on its timer,
 * and tests invoke it directly): brings the overviews' summary tables up to date with the raw rows. A run
 * that rewrote days is recorded among the report builds (kind Consolidation) for the administrators' screen.
 */
export const handler = defineScheduled('overviewConsolidation', async (log): Promise<ConsolidationResult> => {
  const startedAt = new Date();
  const result = await consolidateOverviews(db(), log);
  if (result.ran && result.firstDay && result.lastDay)
    await recordScheduledConsolidation(db(), startedAt, {
      ...result,
      firstDay: result.firstDay,
      lastDay: result.lastDay,
    });
  return result;
});
