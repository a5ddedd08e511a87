import useSWR from 'swr';
import { mergePreviewSchema } from '@contracts/campaigns/merge-preview.schemas';
import { api } from '@/lib/api-client';
import { campaignUrl } from './campaign';

/** GET /api/sms/campaigns/{id}/merge-preview: the fields, the audience's contact at `position`, the longest values. */
export function useMergePreview(campaignId: number, position: number) {
  return useSWR(
    `${campaignUrl(campaignId)}/merge-preview?contact=${position}`,
    (url: string) => api.get(url, { schema: mergePreviewSchema }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
