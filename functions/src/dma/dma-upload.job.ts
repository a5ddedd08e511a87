import type { JobKind } from '../platform/jobs/job-run';
import { releaseAfterFailedJob } from './dma.repository';

/** DMA uploads in the shared job mechanism (platform/jobs). */
export const DMA_UPLOAD_JOB: JobKind = {
  name: 'DMA upload',
  table: 'dma_upload_jobs',
  queue: 'DmaImports',
  maxAttempts: 3,
  failureText:
    'The DMA file could not be processed because of a problem on our side, not because of your file. ' +
    'Please upload it again.',
  afterFailed: releaseAfterFailedJob,
};
