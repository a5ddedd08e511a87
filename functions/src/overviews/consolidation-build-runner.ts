import type { Db } from '../platform/db/database';
import { runJob } from '../platform/jobs/job-run';
import type { Logger } from '../platform/log';
import { consolidateOverviews } from './consolidation';
import { OVERVIEW_REBUILD_JOB } from './overview-rebuild.job';
import * as builds from './report-builds.repository';

/** Said on a "run now" build that found the hourly run under way (that run brings the same changes in). */
export const CONSOLIDATION_BUSY_TEXT =
  'Another consolidation run was under way; it brings the same changes in, so this one had nothing to do.';

/**
 * A consolidation run that an administrator queued (a report build of kind Consolidation, a job of the
 * shared mechanism on the ReportBuilds queue): the hourly consolidation, now. Each day is rewritten whole
 * in its own transaction and the high-water mark moves only at the end, so a killed run leaves no half day
 * and its retry redoes what was left.
 */
export async function runConsolidationBuild(db: Db, buildId: number, log: Logger): Promise<void> {
  await runJob(db, OVERVIEW_REBUILD_JOB, buildId, log, async (run) => {
    const result = await consolidateOverviews(db, log, () => run.progress());
    await run.end('Completed', result.ran ? null : CONSOLIDATION_BUSY_TEXT, (trx) =>
      builds.writeConsolidationResult(trx, buildId, result),
    );
  });
}
