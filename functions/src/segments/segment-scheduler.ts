import { nextBuildAfter } from '../campaigns/campaign-schedule';
import { CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import type { Db } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import * as repo from './segment-builds.repository';

const BATCH = 100;

/** The Long Running campaign's next due time after `due` that is still ahead (missed ones are skipped). */
function nextDueAfter(
  due: Date,
  c: { recycle_campaign_days: number; time_zone: string; campaign_finish_at: Date | null },
  now: Date,
): Date | null {
  let next = nextBuildAfter(due, c.recycle_campaign_days, c.time_zone, c.campaign_finish_at);
  while (next && next <= now)
    next = nextBuildAfter(next, c.recycle_campaign_days, c.time_zone, c.campaign_finish_at);
  return next;
}

export interface SchedulerResult {
  queued: number;
  completed: number;
}

/**
 * Queues a segment build for every scheduled campaign whose next build is due: in one transaction the
 * build row (one per due time) and the campaign's move to Building Segment with its next due time (a Long
 * Running campaign's next build after its recycle days, none after its finish date), then the queue
 * message (lost, the job sweeper sends it again). Long Running campaigns past their finish date end
 * Completed.
 */
export async function queueDueSegmentBuilds(db: Db, log: Logger, now = new Date()): Promise<SchedulerResult> {
  const result: SchedulerResult = { queued: 0, completed: await repo.completeFinishedCampaigns(db, now) };
  for (;;) {
    const due = await repo.findDueCampaigns(db, now, BATCH);
    const taken: number[] = [];
    for (const c of due) {
      const dueAt = c.next_segment_build_at!;
      const next = c.type === CAMPAIGN_TYPE.LongRunning ? nextDueAfter(dueAt, c, now) : null;
      const buildId = await db.transaction().execute(async (trx) => {
        if (!(await repo.takeDueBuild(trx, c.id, dueAt, next))) return null;
        return repo.insertBuild(trx, { accountId: c.account_id, campaignId: c.id, due: dueAt });
      });
      if (buildId === null) continue;
      taken.push(buildId);
      try {
        await sendToQueue('SegmentBuilds', { jobId: buildId });
      } catch (error) {
        log.warn('could not queue segment build; the sweep will', { buildId, ...errorFields(error) });
      }
    }
    result.queued += taken.length;
    if (due.length < BATCH) break;
  }
  if (result.queued || result.completed) log.info('segment builds scheduled', { ...result });
  return result;
}
