import useSWR from 'swr';
import {
  audienceListsSchema,
  type AudienceInput,
  type CreateScheduledCampaign,
} from '@contracts/campaigns/campaign-audience.schemas';
import { createdCampaignSchema } from '@contracts/campaigns/campaigns.schemas';
import { api } from '@/lib/api-client';
import { campaignUrl } from './campaign';

export const AUDIENCE_LISTS_URL = '/api/sms/campaign-audience-lists';

/** GET /api/sms/campaign-audience-lists: the account's SMS lists for the audience pickers. */
export function useAudienceLists() {
  return useSWR(AUDIENCE_LISTS_URL, (url: string) => api.get(url, { schema: audienceListsSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/sms/campaigns/scheduled: a Simple (0) or Long Running (1) campaign with its audience. */
export const createScheduledCampaign = (body: CreateScheduledCampaign) =>
  api.post('/api/sms/campaigns/scheduled', body, { schema: createdCampaignSchema });

/** PATCH …/audience: the Audience and schedule step. */
export const saveAudienceStep = (campaignId: number, body: AudienceInput) =>
  api.patch(`${campaignUrl(campaignId)}/audience`, body).then(() => undefined);
