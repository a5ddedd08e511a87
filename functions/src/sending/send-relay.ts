import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { sendBatchToQueue } from '../platform/queue/queues';
import { bumpCampaignStats, hourOf } from './campaign-stats.repository';
import { claimUnrelayed, markEnqueued } from './sending.repository';

/** Messages taken per pass: ten SendMessageBatch calls. */
export const RELAY_BATCH = 100;

/**
 * One pass of the send relay, the accept path's queue hand-off kept off the partner's request: takes up to
 * RELAY_BATCH accepted partner and test sends that never reached the send queue (row-locked, skipping rows
 * another relay holds), hands them to the queue ten to a call, and in the same transaction records them as
 * queued and adds them to their campaigns' Queued counters. A relay that dies after the queue took them and
 * before the commit leaves them to be handed over again: the send worker's claim makes the second queue
 * message harmless, and the counters are written only with the commit, so each message is counted once.
 * Returns how many messages it took.
 */
export async function relayOnce(db: Db, log: Logger, limit = RELAY_BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await claimUnrelayed(trx, limit);
    if (!rows.length) return 0;
    const taken = await sendBatchToQueue(
      'OutboundMessages',
      rows.map((r) => ({ body: { messageId: r.id }, delaySeconds: 0 })),
    );
    if (taken.length < rows.length)
      log.warn('the send queue refused some messages; the relay tries again', {
        refused: rows.length - taken.length,
      });
    const queued = taken.map((i) => rows[i]!);
    await markEnqueued(
      trx,
      queued.map((r) => r.id),
      new Date(),
    );
    const counts = new Map<string, { campaignId: number; accountId: number; at: Date; n: number }>();
    for (const r of queued) {
      const at = hourOf(r.created_at);
      const key = `${r.campaign_id}@${at.getTime()}`;
      const group = counts.get(key) ?? { campaignId: r.campaign_id, accountId: r.account_id, at, n: 0 };
      group.n += 1;
      counts.set(key, group);
    }
    for (const g of counts.values())
      await bumpCampaignStats(trx, {
        campaignId: g.campaignId,
        accountId: g.accountId,
        at: g.at,
        counts: { queued: g.n },
      });
    return rows.length;
  });
}

/**
 * The scheduled relay's run: passes back to back while there is work, a short poll when there is none, for
 * SEND_RELAY_RUN_SECONDS (deployed: a little over the one-minute schedule, so runs overlap and the hand-off
 * never pauses), ending early enough to finish inside the function's time-out.
 */
export async function runSendRelay(db: Db, log: Logger, remainingMs: number): Promise<number> {
  const deadline = Date.now() + Math.min(config.sendRelayRunSeconds * 1000, remainingMs - 25_000);
  let relayed = 0;
  while (Date.now() < deadline) {
    try {
      const taken = await relayOnce(db, log);
      relayed += taken;
      if (taken === RELAY_BATCH) continue;
      await sleep(config.sendRelayPollMs);
    } catch (error) {
      log.warn('send relay pass failed; trying again', errorFields(error));
      await sleep(1000);
    }
  }
  return relayed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
