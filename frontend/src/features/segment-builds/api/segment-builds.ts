import useSWR from 'swr';
import {
  segmentBuildsResponseSchema,
  segmentCampaignsSchema,
} from '@contracts/segments/segment-builds.schemas';
import { api } from '@/lib/api-client';

export const SEGMENT_BUILDS_URL = '/api/sms/segment-builds';

/** GET /api/sms/segment-builds: a page of the account's builds, newest first; refreshed while one runs. */
export function useSegmentBuilds(query: { campaignId: number | null; page: number; rowsPerPage: number }) {
  const params = new URLSearchParams({ page: String(query.page), rowsPerPage: String(query.rowsPerPage) });
  if (query.campaignId !== null) params.set('campaignId', String(query.campaignId));
  return useSWR(
    `${SEGMENT_BUILDS_URL}?${params.toString()}`,
    (url: string) => api.get(url, { schema: segmentBuildsResponseSchema }),
    {
      keepPreviousData: true,
      refreshInterval: (data) =>
        data?.rows.some((row) => row.status === 'Queued' || row.status === 'InProgress') ? 3000 : 0,
    },
  );
}

/** GET /api/sms/segment-builds/campaigns: the campaigns the filter offers. */
export function useSegmentCampaigns() {
  return useSWR(
    `${SEGMENT_BUILDS_URL}/campaigns`,
    (url: string) => api.get(url, { schema: segmentCampaignsSchema }),
    { revalidateOnFocus: false },
  );
}
