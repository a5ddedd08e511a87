import type { AbTestSettings } from '@contracts/campaigns/campaigns.schemas';
import useSWR from 'swr';
import {
  campaignSchema,
  savedMessageIdsSchema,
  type ProviderStep,
  type RepliesStep,
} from '@contracts/campaigns/campaigns.schemas';
import { categorySchema, type CategoryChoice } from '@contracts/categories/categories.schemas';
import { api } from '@/lib/api-client';

export const campaignUrl = (campaignId: number) => `/api/sms/campaigns/${campaignId}`;

/** GET /api/sms/campaigns/{id}; a step never saved is null. */
export function useCampaign(campaignId: number) {
  return useSWR(campaignUrl(campaignId), (url: string) => api.get(url, { schema: campaignSchema }), {
    revalidateOnFocus: false,
  });
}

/** The Messages step as sent: texts trimmed, an empty click URL as null. */
export type MessagesStepBody = {
  messages: { id: number | null; active: boolean; message: string; abVariant?: boolean }[];
  clickUrl: string | null;
  abTest?: AbTestSettings | null;
};

const patch = (campaignId: number, section: string, body: unknown) =>
  api.patch(`${campaignUrl(campaignId)}/${section}`, body);

export const renameCampaign = (campaignId: number, name: string) =>
  patch(campaignId, 'name', { name }).then(() => undefined);

export const setCampaignActive = (campaignId: number, active: boolean) =>
  patch(campaignId, 'send-active', { active }).then(() => undefined);

/** PATCH …/category: answers the category (a new one when a name was given). */
export const changeCampaignCategory = (campaignId: number, choice: CategoryChoice) =>
  api.patch(`${campaignUrl(campaignId)}/category`, choice, { schema: categorySchema });

export const saveProviderStep = (campaignId: number, step: ProviderStep) =>
  patch(campaignId, 'provider', step).then(() => undefined);

/** PATCH …/messages: answers the saved message ids in order. */
export const saveMessagesStep = (campaignId: number, step: MessagesStepBody) =>
  api.patch(`${campaignUrl(campaignId)}/messages`, step, { schema: savedMessageIdsSchema });

export const saveRepliesStep = (campaignId: number, step: RepliesStep) =>
  patch(campaignId, 'replies', step).then(() => undefined);
