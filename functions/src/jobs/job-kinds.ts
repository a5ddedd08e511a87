import { DISPATCH_LOG_JOB } from '../dispatch-logs/dispatch-log.job';
import { DISPOSITION_REPORT_JOB } from '../disposition-reports/disposition-report.job';
import { DMA_UPLOAD_JOB } from '../dma/dma-upload.job';
import { LIST_IMPORT_JOB } from '../lists/list-import.job';
import type { JobKind } from '../platform/jobs/job-run';
import { queueNameOf } from '../platform/queue/queues';
import { OVERVIEW_REBUILD_JOB } from '../overviews/overview-rebuild.job';
import { SEGMENT_BUILD_JOB } from '../segments/segment-build.job';

/** Every kind of job the sweeper and the dead-letter consumer look after. Add new kinds here. */
export const JOB_KINDS: readonly JobKind[] = [
  LIST_IMPORT_JOB,
  DMA_UPLOAD_JOB,
  SEGMENT_BUILD_JOB,
  OVERVIEW_REBUILD_JOB,
  DISPOSITION_REPORT_JOB,
  DISPATCH_LOG_JOB,
];

/** The kind whose queue's dead-letter queue an SQS record came from (by the ARN's queue name). */
export function kindOfDeadLetterArn(arn: string): JobKind | undefined {
  const name = arn.split(':').pop();
  return JOB_KINDS.find((kind) => `${queueNameOf(kind.queue)}-dlq` === name);
}
