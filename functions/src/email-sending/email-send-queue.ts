import type { DbOrTrx } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { sendBatchToQueue } from '../platform/queue/queues';
import { markEnqueued } from './email-sends.repository';
import { SENDS_PER_MESSAGE } from './email-send-worker';

/**
 * Puts sends on the e-mail send queue, grouped into messages of up to 50 sends that share a delay, then
 * records which went. A call that fails leaves its sends unqueued for the sweep.
 */
export async function queueSends(
  db: DbOrTrx,
  sends: { id: number; delaySeconds: number }[],
  log: Logger,
): Promise<number> {
  const groups: { ids: number[]; delaySeconds: number }[] = [];
  for (const s of sends) {
    const last = groups[groups.length - 1];
    if (last && last.delaySeconds === s.delaySeconds && last.ids.length < SENDS_PER_MESSAGE)
      last.ids.push(s.id);
    else groups.push({ ids: [s.id], delaySeconds: s.delaySeconds });
  }
  const taken = await sendBatchToQueue(
    'EmailSends',
    groups.map((g) => ({ body: { sendIds: g.ids }, delaySeconds: g.delaySeconds })),
  );
  const ids = taken.flatMap((i) => groups[i]!.ids);
  if (ids.length < sends.length)
    log.warn('some e-mail sends were not queued; the sweep will', { missing: sends.length - ids.length });
  for (let i = 0; i < ids.length; i += 5000) await markEnqueued(db, ids.slice(i, i + 5000), new Date());
  return ids.length;
}
