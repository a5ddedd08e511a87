import useSWR from 'swr';
import {
  campaignListResponseSchema,
  createdCampaignSchema,
  type CampaignListRequest,
} from '@contracts/campaigns/campaigns.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

export const CAMPAIGN_LIST_URL = '/api/sms/campaigns/list';

/** POST /api/sms/campaigns/list. */
export const fetchCampaignList = (request: CampaignListRequest) =>
  api.post(CAMPAIGN_LIST_URL, request, { schema: campaignListResponseSchema });

/** A page of campaigns; `request` null waits (e.g. for the categories a URL filter needs). */
export function useCampaignList(request: CampaignListRequest | null) {
  return useSWR(request ? [CAMPAIGN_LIST_URL, request] : null, ([, body]) => fetchCampaignList(body), {
    keepPreviousData: true,
  });
}

/** Reloads every cached page and filter of the list after copy, archive or unarchive (useReloadLists). */
export const useReloadCampaignLists = () => useReloadLists(CAMPAIGN_LIST_URL);

export type RowAction = 'copy' | 'archive' | 'unarchive';

/**
 * POST /api/sms/campaigns/{id}/copy | archive | unarchive. Spec 1 §7/§8: failures are swallowed
 * (the list reloads either way); the answer says whether it worked.
 */
export async function runRowAction(action: RowAction, campaignId: number): Promise<boolean> {
  try {
    const url = `/api/sms/campaigns/${campaignId}/${action}`;
    if (action === 'copy') await api.post(url, undefined, { schema: createdCampaignSchema });
    else await api.post(url);
    return true;
  } catch {
    return false;
  }
}
