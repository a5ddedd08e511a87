import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { consolidateOverviews, type ConsolidationResult } from './consolidation';
import { recordScheduledConsolidation } from './report-builds.repository';
import { loadSecrets } from '../platform/secrets/secrets';

/**
 * The overview consolidation (EventBridge, every hour; locally the stack's poller calls it on its timer,
 * and tests invoke it directly): brings the overviews' summary tables up to date with the raw rows. A run
 * that rewrote days is recorded among the report builds (kind Consolidation) for the administrators' screen.
 */
export async function handler(): Promise<ConsolidationResult> {
  await loadSecrets();
  const startedAt = new Date();
  const result = await consolidateOverviews(db(), createLogger({ worker: 'overviewConsolidation' }));
  if (result.ran && result.firstDay && result.lastDay)
    await recordScheduledConsolidation(db(), startedAt, {
      ...result,
      firstDay: result.firstDay,
      lastDay: result.lastDay,
    });
  return result;
}
