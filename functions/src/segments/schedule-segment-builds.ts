import { db } from '../platform/db/database';
import { queueDueSegmentBuilds, type SchedulerResult } from './segment-scheduler';
import { defineScheduled } from '../platform/schedule/scheduled';

/**
 * The segment build scheduler (EventBridge, every minute; locally the stack's poller calls it on a timer,
 * and tests invoke it directly).
 */
export const handler = defineScheduled('segmentScheduler', (log): Promise<SchedulerResult> =>
  queueDueSegmentBuilds(db(), log),
);
