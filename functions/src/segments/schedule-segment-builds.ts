import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { queueDueSegmentBuilds, type SchedulerResult } from './segment-scheduler';
import { loadSecrets } from '../platform/secrets/secrets';

/**
 * The segment build scheduler (EventBridge, every minute; locally the stack's poller calls it on a timer,
 * and tests invoke it directly).
 */
export async function handler(): Promise<SchedulerResult> {
  await loadSecrets();
  return queueDueSegmentBuilds(db(), createLogger({ worker: 'segmentScheduler' }));
}
