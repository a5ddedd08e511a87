import useSWR from 'swr';
import {
  EMAIL_CAMPAIGN_MAX_ROWS_PER_PAGE,
  emailCampaignListResponseSchema,
  type EmailCampaignListRequest,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { api } from '@/lib/api-client';

export const EMAIL_CAMPAIGNS_URL = '/api/email/campaigns';

/** Spec 2 §7.7: for engagement selection, every campaign in one page of 100,000 (archived ones too). */
export const ENGAGEMENT_CAMPAIGNS_REQUEST: EmailCampaignListRequest = {
  sort: { field: 'name', asc: true },
  categoryId: 0,
  campaignName: '',
  archivedStatus: 'Both',
  includeCampaignStatus: false,
  pagination: { page: 1, rowsPerPage: EMAIL_CAMPAIGN_MAX_ROWS_PER_PAGE },
};

/** POST /api/email/campaigns: the account's email campaigns the engaged-subscribers source can pick. */
export function useEngagementCampaigns() {
  return useSWR(
    [EMAIL_CAMPAIGNS_URL, ENGAGEMENT_CAMPAIGNS_REQUEST],
    ([url, body]) => api.post(url, body, { schema: emailCampaignListResponseSchema }),
    { revalidateOnFocus: false },
  );
}
