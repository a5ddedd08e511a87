import useSWR from 'swr';
import { apiKeyListSchema, createdApiKeySchema } from '@contracts/api-keys/api-keys.schemas';
import { api } from '@/lib/api-client';

export const API_KEYS_URL = '/api/settings/api-keys';

/** GET /api/settings/api-keys: the account's keys that are not revoked, newest first. */
export function useApiKeys() {
  return useSWR(API_KEYS_URL, (url: string) => api.get(url, { schema: apiKeyListSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/settings/api-keys: answers the new key, the only time it is ever shown. */
export const createApiKey = (name: string) =>
  api.post(API_KEYS_URL, { name }, { schema: createdApiKeySchema });

/** DELETE /api/settings/api-keys/{id}: the key stops working at once. */
export const revokeApiKey = (id: number) => api.delete(`${API_KEYS_URL}/${id}`).then(() => undefined);
