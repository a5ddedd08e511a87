import { db } from '../platform/db/database';
import { drainSegments, type DrainResult } from './segment-drain';
import { defineScheduled } from '../platform/schedule/scheduled';

/**
 * The segment drain (EventBridge, every minute; locally the stack's poller calls it on a timer, and tests
 * invoke it directly): hands built segments to the sending pipeline inside their windows.
 */
export const handler = defineScheduled('segmentDrain', (log): Promise<DrainResult> =>
  drainSegments(db(), log),
);
