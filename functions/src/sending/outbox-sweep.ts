import type { Db } from '../platform/db/database';
import { config } from '../platform/config';
import type { Logger } from '../platform/log';
import { purgeRateWindows } from '../platform/rate/rate-windows.repository';
import { enqueue } from './send.service';
import { RELAY_BATCH, relayOnce } from './send-relay';
import { findMessagesToRequeue } from './sending.repository';

/** SQS delays a message at most 15 minutes: a Queued message handed over longer ago than that was lost. */
const LOST_AFTER_MS = 16 * 60_000;
const BATCH = 1000;

/**
 * Part of the scheduled sweep: every accepted message reaches the send queue. Partner and test sends the
 * relay left behind are relayed here (counted as they are queued). Messages written but never
 * queued (a crash between accept and queue), whose queue message was lost, or whose worker died mid-send
 * (lease run out) are queued again; the worker's claim makes a duplicate queue message harmless.
 * Also drops rate windows older than a minute.
 */
export async function sweepOutbox(db: Db, log: Logger, now = new Date()): Promise<number> {
  let requeued = 0;
  // The relay's safety net: partner and test sends it has not handed over (it is not running, or failing).
  for (let taken = RELAY_BATCH; taken === RELAY_BATCH; requeued += taken) taken = await relayOnce(db, log);
  const unqueuedBefore = new Date(now.getTime() - config.sendRequeueAfterSeconds * 1000);
  const queuedBefore = new Date(now.getTime() - LOST_AFTER_MS);
  for (;;) {
    const rows = await findMessagesToRequeue(db, now, unqueuedBefore, queuedBefore, BATCH);
    if (!rows.length) break;
    await enqueue(
      db,
      rows.map((r) => r.id),
      log,
    );
    requeued += rows.length;
    if (rows.length < BATCH) break;
  }
  await purgeRateWindows(db, Math.floor(now.getTime() / 1000) - 60);
  if (requeued) log.info('outbox swept', { requeued });
  return requeued;
}
