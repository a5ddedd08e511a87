import { AUDIENCE_TEXTS } from '../campaigns/campaign-audience.schemas';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import type { Db } from '../platform/db/database';
import { runJob } from '../platform/jobs/job-run';
import type { Logger } from '../platform/log';
import { SEGMENT_BUILD_JOB } from './segment-build.job';
import * as repo from './segment-builds.repository';

/**
 * Builds one segment (a job of the shared mechanism: leased, swept, dead-lettered): the set-based
 * selection into the segment's members, then, with the job's end in one transaction, its counts and the
 * campaign's move from Building Segment to Queued (or, with nobody to send to, Completed for a Simple
 * campaign and Active for a Long Running one).
 */
export async function runSegmentBuild(db: Db, buildId: number, log: Logger): Promise<void> {
  await runJob(db, SEGMENT_BUILD_JOB, buildId, log, async (run) => {
    const build = await repo.findBuild(db, buildId);
    if (!build) return run.end('Failed', 'The campaign of this segment build no longer exists.');
    if (!(await repo.countIncludedLists(db, build.campaign_id))) {
      return run.end('Failed', AUDIENCE_TEXTS.noListsLeft, (trx) =>
        repo.releaseCampaignOfBuild(trx, buildId),
      );
    }
    run.progress();
    await repo.supersedePending(db, build.campaign_id, build.id);
    await repo.insertMembers(db, build);
    run.progress();
    const counts = await repo.countBuild(db, build);
    const next = counts.queued
      ? CAMPAIGN_STATUS.Queued
      : build.type === CAMPAIGN_TYPE.Simple
        ? CAMPAIGN_STATUS.Completed
        : CAMPAIGN_STATUS.Active;
    await run.end('Completed', null, async (trx) => {
      await repo.writeCounts(trx, build.id, counts);
      await repo.moveCampaignFromBuilding(trx, build.campaign_id, next);
    });
    log.info('segment built', { buildId, campaignId: build.campaign_id, ...counts });
  });
}
