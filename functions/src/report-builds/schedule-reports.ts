import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { queueDueReports } from './report-schedules.service';
import { loadSecrets } from '../platform/secrets/secrets';

/**
 * The report scheduler (EventBridge, every hour; locally the stack's poller calls it on its timer, and
 * tests invoke it directly): queues the scheduled cross-campaign reports that are due.
 */
export async function handler(): Promise<{ queued: number }> {
  await loadSecrets();
  return queueDueReports(db(), createLogger({ worker: 'reportScheduler' }));
}
