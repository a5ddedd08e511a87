import type { Db } from '../platform/db/database';
import { LeaseLostError, runJob } from '../platform/jobs/job-run';
import type { Logger } from '../platform/log';
import { addDays } from '../platform/time/zoned-time';
import { DAYS_PER_READ } from './consolidation';
import { aggregateAccountDays, replaceAccountDay } from './overview-days.repository';
import { OVERVIEW_REBUILD_JOB } from './overview-rebuild.job';
import * as builds from './report-builds.repository';

/**
 * Rebuilds one account's overview summary for a period (a job of the shared mechanism: leased, swept,
 * dead-lettered): day by day (read DAYS_PER_READ days at a time, as the consolidation does), each day's
 * counters written with the build's progress in one transaction, so a killed rebuild never leaves half a day visible; a retried
 * run carries on from the first day not done.
 */
export async function runOverviewRebuild(db: Db, buildId: number, log: Logger): Promise<void> {
  await runJob(db, OVERVIEW_REBUILD_JOB, buildId, log, async (run) => {
    const build = await builds.findBuildForWorker(db, buildId);
    if (!build) return run.end('Failed', OVERVIEW_REBUILD_JOB.failureText);
    const accountId = Number(build.account_id);
    let done = Number(build.days_done);
    for (let first = addDays(build.period_from, done); first <= build.period_to;) {
      const lastOfRead = addDays(first, DAYS_PER_READ - 1);
      const last = lastOfRead < build.period_to ? lastOfRead : build.period_to;
      const counters = await aggregateAccountDays(db, accountId, first, last);
      for (let day = first; day <= last; day = addDays(day, 1)) {
        run.progress();
        const rows = counters.get(day) ?? [];
        done += 1;
        await db.transaction().execute(async (trx) => {
          await replaceAccountDay(trx, accountId, day, rows);
          if (!(await builds.recordDayDone(trx, buildId, run.owner, done, rows.length)))
            throw new LeaseLostError(buildId);
        });
      }
      first = addDays(last, 1);
    }
    await run.end('Completed', null);
    log.info('overview rebuilt', { buildId, accountId, from: build.period_from, to: build.period_to });
  });
}
