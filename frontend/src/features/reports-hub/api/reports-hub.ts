import useSWR from 'swr';
import { hubResponseSchema, type HubMetric } from '@contracts/reports-hub/reports-hub.schemas';
import { api } from '@/lib/api-client';

export const HUB_URL = '/api/reports/hub';

/** GET /api/reports/hub: the period's figures, trend and best and worst campaigns by the metric. */
export const useReportsHub = (request: { from: string; to: string; metric: HubMetric }) =>
  useSWR(`${HUB_URL}?${new URLSearchParams(request).toString()}`, (url: string) =>
    api.get(url, { schema: hubResponseSchema }),
  );
