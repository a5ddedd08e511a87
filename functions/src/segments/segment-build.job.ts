import type { JobKind } from '../platform/jobs/job-run';
import { releaseCampaignOfBuild } from './segment-builds.repository';

/** Segment builds of scheduled campaigns in the shared job mechanism (platform/jobs). */
export const SEGMENT_BUILD_JOB: JobKind = {
  name: 'segment build',
  table: 'sms_segment_builds',
  queue: 'SegmentBuilds',
  maxAttempts: 3,
  failureText:
    'The segment could not be built because of a problem on our side. ' +
    'The campaign is Active again and builds at its next scheduled time.',
  afterFailed: releaseCampaignOfBuild,
};
