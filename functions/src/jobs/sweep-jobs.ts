import { purgeSignInFailures } from '../auth/sign-in-throttle.service';
import { db } from '../platform/db/database';
import { sweepJobs, type SweepResult } from '../platform/jobs/job-sweeper';
import { sweepOutbox } from '../sending/outbox-sweep';
import { sweepCallbacks } from '../webhooks/callback-sweep';
import { JOB_KINDS } from './job-kinds';
import { defineScheduled } from '../platform/schedule/scheduled';

/**
 * The scheduled maintenance sweep (EventBridge, every minute; locally the stack's poller calls it): no job
 * stays Queued or InProgress (platform/jobs), every accepted SMS reaches the send queue (sending/outbox-sweep),
 * every due web-service callback reaches the delivery queue (webhooks/callback-sweep), and old sign-in
 * failure counters and rate windows are purged.
 */
export const handler = defineScheduled(
  'jobSweeper',
  async (log): Promise<SweepResult & { messagesRequeued: number; callbacksRequeued: number }> => {
    const result = await sweepJobs(db(), JOB_KINDS, log);
    await purgeSignInFailures(db(), new Date());
    const messagesRequeued = await sweepOutbox(db(), log);
    const callbacksRequeued = await sweepCallbacks(db(), log);
    return { ...result, messagesRequeued, callbacksRequeued };
  },
);
