import useSWR from 'swr';
import { accountSettingsSchema } from '@contracts/settings/settings.schemas';
import { api } from './api-client';

export const ACCOUNT_SETTINGS_URL = '/api/settings';

/**
 * GET /api/settings: the account's settings, e.g. limitDownloads (hides contacts, exports, the DMA links
 * and rejected-row downloads), apiHost and smsShortUrlHost (campaigns).
 */
export function useAccountSettings() {
  return useSWR(
    ACCOUNT_SETTINGS_URL,
    () => api.get(ACCOUNT_SETTINGS_URL, { schema: accountSettingsSchema }),
    { revalidateOnFocus: false },
  );
}

/** Whether downloads are limited; until the settings say otherwise, hide what limitDownloads hides. */
export function useDownloadsLimited(): boolean {
  return useAccountSettings().data?.limitDownloads ?? true;
}
