import useSWR from 'swr';
import {
  categoryOverviewResponseSchema,
  dailyOverviewResponseSchema,
  monthlyOverviewResponseSchema,
  rebuildStatusSchema,
  type CategoryOverviewRequest,
  type DailyOverviewRequest,
  type MonthlyOverviewRequest,
} from '@contracts/overviews/overviews.schemas';
import { api } from '@/lib/api-client';

export const MONTHLY_URL = '/api/sms/overview/campaign/monthly';
export const DAILY_URL = '/api/sms/overview/campaign/daily';
export const CATEGORY_URL = '/api/sms/overview/category';
export const REBUILDS_URL = '/api/sms/overview/rebuilds';

/** POST /api/sms/overview/campaign/monthly: one month's campaigns and totals. */
export const useMonthlyOverview = (request: MonthlyOverviewRequest) =>
  useSWR([MONTHLY_URL, request], ([url, body]) =>
    api.post(url, body, { schema: monthlyOverviewResponseSchema }),
  );

/** POST /api/sms/overview/campaign/daily: one day's (or a range's) campaigns, totals and isExclusionDay. */
export const useDailyOverview = (request: DailyOverviewRequest) =>
  useSWR([DAILY_URL, request], ([url, body]) => api.post(url, body, { schema: dailyOverviewResponseSchema }));

/** POST /api/sms/overview/category: the period's categories with their campaigns, and totals. */
export const useCategoryOverview = (request: CategoryOverviewRequest) =>
  useSWR([CATEGORY_URL, request], ([url, body]) =>
    api.post(url, body, { schema: categoryOverviewResponseSchema }),
  );

/** The same calls with refresh: true queue a Rebuild of the shown period; the answer names it. */
export const requestMonthlyRebuild = (request: MonthlyOverviewRequest) =>
  api.post(MONTHLY_URL, { ...request, refresh: true }, { schema: monthlyOverviewResponseSchema });
export const requestDailyRebuild = (request: DailyOverviewRequest) =>
  api.post(DAILY_URL, { ...request, refresh: true }, { schema: dailyOverviewResponseSchema });

/** GET /api/sms/overview/rebuilds/{id}: how far a Rebuild got (polled every 2 s until it ends). */
export const useRebuildStatus = (id: number | null) =>
  useSWR(
    id === null ? null : `${REBUILDS_URL}/${id}`,
    (url: string) => api.get(url, { schema: rebuildStatusSchema }),
    {
      refreshInterval: (data) =>
        data && (data.status === 'Completed' || data.status === 'Failed') ? 0 : 2000,
    },
  );
