import { exportCsv } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { runJob } from '../platform/jobs/job-run';
import type { Logger } from '../platform/log';
import { DISPATCH_LOG_JOB } from './dispatch-log.job';
import { dispatchRows } from './dispatch-log-rows';
import * as builds from './dispatch-log-builds.repository';
import { DISPATCH_LOG_HEADER } from './dispatch-logs.schemas';

/**
 * Builds one dispatch log (a job of the shared mechanism: leased, swept, dead-lettered): streams the
 * campaign's dispatched messages, keyset page by page, as CSV into a multipart upload to the Reports bucket
 * (neither rows nor file are held in memory), then ends the build Completed with the file's key in the same
 * transaction. A run that dies halfway leaves an unfinished multipart upload (never an object) and a build
 * without a key; the sweeper re-queues it and the next run writes a whole new file under a new key.
 */
export async function runDispatchLog(db: Db, buildId: number, log: Logger): Promise<void> {
  await runJob(db, DISPATCH_LOG_JOB, buildId, log, async (run) => {
    const build = await builds.findBuild(db, buildId);
    if (!build) return run.end('Failed', DISPATCH_LOG_JOB.failureText);
    const started = Date.now();
    const file = await exportCsv({
      bucket: 'Reports',
      keyPrefix: `downloads/${build.account_id}/dispatch-logs/${build.channel.toLowerCase()}-${build.campaign_id}/${buildId}`,
      fileName: build.file_name,
      header: DISPATCH_LOG_HEADER,
      rows: dispatchRows(db, build.channel, build.campaign_id, run),
      byteOrderMark: true,
    });
    run.progress();
    await run.end('Completed', null, (trx) => builds.writeResult(trx, buildId, file.rows, file.key));
    log.info('dispatch log built', { buildId, rows: file.rows, ms: Date.now() - started });
  });
}
