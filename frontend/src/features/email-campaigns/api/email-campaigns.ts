import useSWR from 'swr';
import { z } from 'zod';
import { categoryGroupSchema } from '@contracts/categories/categories.schemas';
import {
  createdEmailCampaignSchema,
  emailCampaignListResponseSchema,
  emailCampaignSchema,
  emailCampaignStatusSchema,
  emailSendRoundsResponseSchema,
  type CreateEmailCampaign,
  type EmailCampaignBody,
  type EmailCampaignListRequest,
  type EmailCampaignSettings,
  type EmailSendRoundsQuery,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { emailListListResponseSchema } from '@contracts/email-lists/email-lists.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

export const EMAIL_CAMPAIGNS_URL = '/api/email/campaigns';
export const EMAIL_CATEGORIES_URL = '/api/categories/email';
export const EMAIL_LISTS_URL = '/api/email/lists/all';
export const emailCampaignUrl = (id: number) => `${EMAIL_CAMPAIGNS_URL}/${id}`;

/** GET /api/categories/email: the account's e-mail campaign categories in groups. */
export function useEmailCategories() {
  return useSWR(
    EMAIL_CATEGORIES_URL,
    () => api.get(EMAIL_CATEGORIES_URL, { schema: z.array(categoryGroupSchema) }),
    { revalidateOnFocus: false },
  );
}

/** POST /api/email/campaigns: a page of campaigns; `request` null waits (for the categories a URL filter needs). */
export function useEmailCampaignList(request: EmailCampaignListRequest | null) {
  return useSWR(
    request ? [EMAIL_CAMPAIGNS_URL, request] : null,
    ([url, body]) => api.post(url, body, { schema: emailCampaignListResponseSchema }),
    { keepPreviousData: true },
  );
}

/** Reloads every cached page and filter of the list (after copy, archive, unarchive). */
export const useReloadEmailCampaignLists = () => useReloadLists(EMAIL_CAMPAIGNS_URL);

export type EmailRowAction = 'copy' | 'archive' | 'unarchive';

/**
 * POST /api/email/campaigns/{id}/copy | archive | unarchive. Spec 2 §7.7/§8: failures are swallowed; the
 * answer is the copy's id (copy) or true, else null (copy) or false.
 */
export async function runEmailRowAction(action: EmailRowAction, campaignId: number): Promise<boolean> {
  try {
    const url = `${emailCampaignUrl(campaignId)}/${action}`;
    if (action === 'copy')
      return (await api.post(url, undefined, { schema: createdEmailCampaignSchema })) !== null;
    await api.post(url);
    return true;
  } catch {
    return false;
  }
}

/** POST /api/email/campaigns/create: a Dormant campaign; answers its id. */
export const createEmailCampaign = (body: CreateEmailCampaign) =>
  api.post(`${EMAIL_CAMPAIGNS_URL}/create`, body, { schema: createdEmailCampaignSchema });

/** GET /api/email/campaigns/{id}. */
export function useEmailCampaign(id: number) {
  return useSWR(emailCampaignUrl(id), (url: string) => api.get(url, { schema: emailCampaignSchema }), {
    revalidateOnFocus: false,
  });
}

export const saveEmailCampaignSettings = (id: number, body: EmailCampaignSettings) =>
  api.put(emailCampaignUrl(id), body);

export const saveEmailCampaignBody = (id: number, body: EmailCampaignBody) =>
  api.put(`${emailCampaignUrl(id)}/body`, body);

export const setEmailCampaignActive = (id: number, active: boolean) =>
  api.patch(`${emailCampaignUrl(id)}/send-active`, { active });

/** POST /api/email/campaigns/{id}/send-test {email} (esend): 202 when the test e-mail is queued. */
export const sendEmailTest = (id: number, email: string) =>
  api.post<unknown>(`${emailCampaignUrl(id)}/send-test`, { email });

/** GET /api/email/campaigns/{id}/status. */
export function useEmailCampaignStatus(id: number) {
  return useSWR(`${emailCampaignUrl(id)}/status`, (url: string) =>
    api.get(url, { schema: emailCampaignStatusSchema }),
  );
}

/** GET /api/email/send-rounds. */
export function useEmailSendRounds(query: EmailSendRoundsQuery) {
  const params = new URLSearchParams();
  if (query.campaignId) params.set('campaignId', String(query.campaignId));
  params.set('page', String(query.page ?? 1));
  const url = `/api/email/send-rounds?${params.toString()}`;
  return useSWR(url, (u: string) => api.get(u, { schema: emailSendRoundsResponseSchema }), {
    keepPreviousData: true,
  });
}

/** Every campaign's id and name (the send-round filter; spec 2 §7.7: page size 100000). */
export function useAllEmailCampaignNames() {
  const body: EmailCampaignListRequest = {
    archivedStatus: 'Both',
    pagination: { page: 1, rowsPerPage: 100_000 },
  };
  return useSWR([EMAIL_CAMPAIGNS_URL, body], ([url, b]) =>
    api.post(url, b, { schema: emailCampaignListResponseSchema }),
  );
}

/** POST /api/email/lists/all (elists): the account's e-mail lists for the audience pickers, by name. */
export function useEmailLists() {
  const body = {
    sort: { field: 'name', direction: 'asc' },
    filter: '',
    pagination: { page: 1, rowsPerPage: 100 },
  };
  return useSWR(
    [EMAIL_LISTS_URL, body],
    ([url, b]) => api.post(url, b, { schema: emailListListResponseSchema }),
    {
      revalidateOnFocus: false,
    },
  );
}
