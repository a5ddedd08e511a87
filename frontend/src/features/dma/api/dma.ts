import useSWR from 'swr';
import {
  DMA_DOWNLOADS,
  dmaUploadJobSchema,
  dmaUploadJobsSchema,
  type DmaUploadJob,
} from '@contracts/dma/dma.schemas';
import { api } from '@/lib/api-client';

export const DMA_UPLOADS_URL = '/api/dma/uploads';
export { ACCOUNT_SETTINGS_URL, useAccountSettings } from '@/lib/account-settings';
export const DMA_REFRESH_MS = 3000;

export const isDmaJobRunning = (job: Pick<DmaUploadJob, 'status'>): boolean =>
  job.status === 'Queued' || job.status === 'InProgress';

/** The API URL of a DMA download: it answers with a redirect to the file (403 when downloads are limited). */
export const dmaDownloadHref = (kind: keyof typeof DMA_DOWNLOADS): string => DMA_DOWNLOADS[kind].url;

/** GET /api/dma/uploads; polls every 3 s while an upload is queued or being processed. */
export function useDmaUploads() {
  return useSWR(DMA_UPLOADS_URL, (url: string) => api.get(url, { schema: dmaUploadJobsSchema }), {
    refreshInterval: (jobs) => (jobs?.some(isDmaJobRunning) ? DMA_REFRESH_MS : 0),
  });
}

/** POST /api/dma/uploads: queues the uploaded file; answers the new job. */
export const createDmaUpload = (uploadedFileId: number) =>
  api.post(DMA_UPLOADS_URL, { uploadedFileId }, { schema: dmaUploadJobSchema });
