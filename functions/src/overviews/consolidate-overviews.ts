import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { consolidateOverviews, type ConsolidationResult } from './consolidation';

/**
 * The overview consolidation (EventBridge, every hour; locally the stack's poller calls it on its timer,
 * and tests invoke it directly): brings the overviews' summary tables up to date with the raw rows.
 */
export async function handler(): Promise<ConsolidationResult> {
  return consolidateOverviews(db(), createLogger({ worker: 'overviewConsolidation' }));
}
