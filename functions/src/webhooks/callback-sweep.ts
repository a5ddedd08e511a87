import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { dispatchCallbacks } from './callbacks';
import { markCallsEnqueued, findCallsToRequeue } from './webhooks.repository';

/** A call recorded but not queued after this long is queued by the sweep (dispatch normally does it at once). */
const UNQUEUED_GRACE_MS = 30_000;
/** SQS delays a message at most 15 minutes: a due call queued longer ago than that lost its message. */
const LOST_AFTER_MS = 16 * 60_000;
const BATCH = 500;

/**
 * Part of the scheduled sweep: every due call reaches the delivery queue. Calls whose dispatch never
 * happened (a crash after the commit), whose retry was longer than SQS can delay (30 min and more),
 * whose queue message was lost, or whose worker died mid-attempt are queued again; the worker's claim
 * makes a duplicate message harmless.
 */
export async function sweepCallbacks(db: Db, log: Logger, now = new Date()): Promise<number> {
  let requeued = 0;
  const unqueuedBefore = new Date(now.getTime() - UNQUEUED_GRACE_MS);
  const queuedBefore = new Date(now.getTime() - LOST_AFTER_MS);
  for (;;) {
    const ids = (await findCallsToRequeue(db, now, unqueuedBefore, queuedBefore, BATCH)).map((r) =>
      Number(r.id),
    );
    if (!ids.length) break;
    const queued = await dispatchCallbacks(ids, log);
    await markCallsEnqueued(db, queued, new Date());
    requeued += queued.length;
    // A queue that refuses messages now would refuse the rest too; the next sweep tries again.
    if (ids.length < BATCH || queued.length < ids.length) break;
  }
  if (requeued) log.info('callbacks swept', { requeued });
  return requeued;
}
