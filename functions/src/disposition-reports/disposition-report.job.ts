import type { JobKind } from '../platform/jobs/job-run';
import { forgetPassword } from './disposition-reports.repository';

/** Cross-campaign report builds in the shared job mechanism (platform/jobs). */
export const DISPOSITION_REPORT_JOB: JobKind = {
  name: 'cross-campaign report',
  table: 'sms_disposition_reports',
  queue: 'DispositionReports',
  maxAttempts: 3,
  failureText:
    'The cross-campaign report could not be created because of a problem on our side. Please create it again.',
  afterFailed: forgetPassword,
};
