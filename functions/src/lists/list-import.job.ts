import type { JobKind } from '../platform/jobs/job-run';
import { releaseListOfJob } from './import-jobs.repository';

/** List imports in the shared job mechanism (platform/jobs). */
export const LIST_IMPORT_JOB: JobKind = {
  name: 'list import',
  table: 'list_import_jobs',
  queue: 'ListImports',
  maxAttempts: 3,
  failureText:
    'The import stopped because of a problem on our side, not because of your file. ' +
    'Please import the file again: contacts already in the list are not added twice.',
  afterFailed: releaseListOfJob,
};
