import type { JobKind } from '../platform/jobs/job-run';
import { DISPATCH_LOG_TEXTS } from './dispatch-logs.schemas';

/** Dispatch log builds in the shared job mechanism (platform/jobs): nothing to release when one fails. */
export const DISPATCH_LOG_JOB: JobKind = {
  name: 'dispatch log',
  table: 'dispatch_log_builds',
  queue: 'DispatchLogs',
  maxAttempts: 3,
  failureText: DISPATCH_LOG_TEXTS.failed,
  afterFailed: async () => undefined,
};
