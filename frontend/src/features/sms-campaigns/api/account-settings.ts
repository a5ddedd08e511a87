import useSWR from 'swr';
import { accountSettingsSchema } from '@contracts/settings/settings.schemas';
import { api } from '@/lib/api-client';

export const ACCOUNT_SETTINGS_URL = '/api/settings';

/** GET /api/settings: apiHost (transactional send URL) and smsShortUrlHost (click-tracking links). */
export function useAccountSettings() {
  return useSWR(
    ACCOUNT_SETTINGS_URL,
    () => api.get(ACCOUNT_SETTINGS_URL, { schema: accountSettingsSchema }),
    {
      revalidateOnFocus: false,
    },
  );
}
