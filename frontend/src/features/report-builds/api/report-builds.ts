import useSWR from 'swr';
import { z } from 'zod';
import { accountSummarySchema } from '@contracts/accounts/accounts.schemas';
import {
  buildQueuedSchema,
  reportBuildsResponseSchema,
  reportScheduleSchema,
  reportSchedulesResponseSchema,
  type CreateSchedule,
  type ReportBuildKindName,
  type TriggerRebuild,
} from '@contracts/report-builds/report-builds.schemas';
import { api } from '@/lib/api-client';

export const REPORT_BUILDS_URL = '/api/admin/report-builds';
export const REPORT_SCHEDULES_URL = '/api/admin/report-schedules';

export type BuildFilters = {
  kind: ReportBuildKindName | null;
  status: 'Queued' | 'InProgress' | 'Completed' | 'Failed' | null;
  page: number;
  rowsPerPage: number;
};

/** GET /api/admin/report-builds: a page of every account's builds, newest first; refreshed while one runs. */
export function useReportBuilds(filters: BuildFilters) {
  const params = new URLSearchParams({
    page: String(filters.page),
    rowsPerPage: String(filters.rowsPerPage),
  });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  return useSWR(
    `${REPORT_BUILDS_URL}?${params.toString()}`,
    (url: string) => api.get(url, { schema: reportBuildsResponseSchema }),
    {
      keepPreviousData: true,
      refreshInterval: (data) =>
        data?.rows.some((row) => row.status === 'Queued' || row.status === 'InProgress') ? 3000 : 15000,
    },
  );
}

/** GET /api/admin/accounts: the accounts a rebuild or a schedule may name. */
export function useAccounts() {
  return useSWR(
    '/api/admin/accounts',
    (url: string) => api.get(url, { schema: z.array(accountSummarySchema) }),
    { revalidateOnFocus: false },
  );
}

export const triggerRebuild = (body: TriggerRebuild) =>
  api.post(`${REPORT_BUILDS_URL}/rebuilds`, body, { schema: buildQueuedSchema });

export const runConsolidation = () =>
  api.post(`${REPORT_BUILDS_URL}/consolidation`, {}, { schema: buildQueuedSchema });

/** GET /api/admin/report-schedules. */
export function useReportSchedules() {
  return useSWR(REPORT_SCHEDULES_URL, (url: string) =>
    api.get(url, { schema: reportSchedulesResponseSchema }),
  );
}

export const createSchedule = (body: CreateSchedule) =>
  api.post(REPORT_SCHEDULES_URL, body, { schema: reportScheduleSchema });

export const setScheduleStatus = (id: number, status: 'Active' | 'Paused') =>
  api.patch(`${REPORT_SCHEDULES_URL}/${id}`, { status }, { schema: reportScheduleSchema });

export const deleteSchedule = (id: number) => api.delete(`${REPORT_SCHEDULES_URL}/${id}`);
