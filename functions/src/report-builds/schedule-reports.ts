import { db } from '../platform/db/database';
import { queueDueReports } from './report-schedules.service';
import { defineScheduled } from '../platform/schedule/scheduled';

/**
 * The report scheduler (EventBridge, every hour; locally the stack's poller calls it on its timer, and
 * tests invoke it directly): queues the scheduled cross-campaign reports that are due.
 */
export const handler = defineScheduled('reportScheduler', (log): Promise<{ queued: number }> =>
  queueDueReports(db(), log),
);
