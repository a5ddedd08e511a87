import useSWR from 'swr';
import { z } from 'zod';
import { importJobSchema, type ImportJob } from '@contracts/lists/lists.schemas';
import { api } from './api-client';

export const IMPORT_JOBS_URL = '/api/lists/import-jobs';
export const JOB_REFRESH_MS = 3000;

export const isJobRunning = (job: ImportJob): boolean =>
  job.status === 'Queued' || job.status === 'InProgress';

/** How far a job has read its source, in whole percent. */
export const progressPercent = (job: Pick<ImportJob, 'rowsProcessed' | 'rowsTotal'>): number =>
  job.rowsTotal <= 0 ? 0 : Math.min(100, Math.round((job.rowsProcessed / job.rowsTotal) * 100));

export const rejectedRowsHref = (jobId: number): string => `${IMPORT_JOBS_URL}/${jobId}/rejected-rows`;

/** GET /api/lists/import-jobs; polls every 3 s while a job is queued or running. */
export function useImportJobs() {
  return useSWR(IMPORT_JOBS_URL, (url: string) => api.get(url, { schema: z.array(importJobSchema) }), {
    refreshInterval: (jobs) => (jobs?.some(isJobRunning) ? JOB_REFRESH_MS : 0),
  });
}
