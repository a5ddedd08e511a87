import type { JobKind } from '../platform/jobs/job-run';
import { afterRebuildFailed } from './report-builds.repository';

/** Rebuilds of the overviews' summary for a period, in the shared job mechanism (platform/jobs). */
export const OVERVIEW_REBUILD_JOB: JobKind = {
  name: 'overview rebuild',
  table: 'sms_report_builds',
  queue: 'ReportBuilds',
  maxAttempts: 3,
  failureText:
    'The overview could not be rebuilt because of a problem on our side. ' +
    'Its numbers are brought up to date by the hourly consolidation; you can also try Rebuild again.',
  afterFailed: afterRebuildFailed,
};
