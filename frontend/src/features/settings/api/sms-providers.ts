import useSWR from 'swr';
import { accountSummarySchema } from '@contracts/accounts/accounts.schemas';
import {
  connectionTestSchema,
  providerListSchema,
  providerSchema,
  savedProviderSchema,
  type CreateProviderBody,
  type EditProviderBody,
} from '@contracts/providers/providers.schemas';
import { api } from '@/lib/api-client';

export const SMS_PROVIDERS_URL = '/api/sms/providers';

/** GET /api/sms/providers: a client's own providers; an administrator's every account's. */
export function useSmsProviders() {
  return useSWR(SMS_PROVIDERS_URL, (url: string) => api.get(url, { schema: providerListSchema }), {
    revalidateOnFocus: false,
  });
}

/** GET /api/admin/accounts: the accounts an administrator may give a provider to (null: not asked). */
export function useProviderAccounts(admin: boolean) {
  return useSWR(admin ? '/api/admin/accounts' : null, (url: string) =>
    api.get(url, { schema: accountSummarySchema.array() }),
  );
}

/** POST /api/sms/providers: the provider, and what was done about its webhooks. */
export const createSmsProvider = (body: CreateProviderBody) =>
  api.post(SMS_PROVIDERS_URL, body, { schema: savedProviderSchema });

/** PUT /api/sms/providers/{id}: credentials left out keep the saved ones. */
export const editSmsProvider = (id: number, body: EditProviderBody) =>
  api.put(`${SMS_PROVIDERS_URL}/${id}`, body, { schema: savedProviderSchema });

/** PATCH /api/sms/providers/{id}/active */
export const setSmsProviderActive = (id: number, active: boolean) =>
  api.patch(`${SMS_PROVIDERS_URL}/${id}/active`, { active }, { schema: providerSchema });

/** PATCH /api/sms/providers/{id}/account (administrators) */
export const assignSmsProvider = (id: number, accountId: number) =>
  api.patch(`${SMS_PROVIDERS_URL}/${id}/account`, { accountId }, { schema: providerSchema });

/** POST /api/sms/providers/{id}/test-connection: one real authenticated call to the provider. */
export const testSmsProviderConnection = (id: number) =>
  api.post(`${SMS_PROVIDERS_URL}/${id}/test-connection`, undefined, { schema: connectionTestSchema });
