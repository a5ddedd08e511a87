import useSWR from 'swr';
import { z } from 'zod';
import { providerShortSchema } from '@contracts/providers/providers.schemas';
import { api } from '@/lib/api-client';

export const SHORT_PROVIDERS_URL = '/api/sms/providers/short';

/** GET /api/sms/providers/short. */
export function useShortProviders() {
  return useSWR(
    SHORT_PROVIDERS_URL,
    () => api.get(SHORT_PROVIDERS_URL, { schema: z.array(providerShortSchema) }),
    { revalidateOnFocus: false },
  );
}
