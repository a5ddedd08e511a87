import useSWR from 'swr';
import { smsListRowSchema } from '@contracts/lists/lists.schemas';
import { accountSettingsSchema } from '@contracts/settings/settings.schemas';
import { api } from '@/lib/api-client';

export const ACCOUNT_SETTINGS_URL = '/api/settings';

/** The API URL of a list's export: it answers with a redirect to the CSV (403 when downloads are limited). */
export const exportHref = (listId: number): string => `/api/sms/lists/${listId}/export`;

/** GET /api/sms/lists/{id}: the name and counts the export page shows. */
export function useExportedList(listId: number) {
  return useSWR(`/api/sms/lists/${listId}`, (url: string) => api.get(url, { schema: smsListRowSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** GET /api/settings: limitDownloads turns the export off. */
export function useAccountSettings() {
  return useSWR(
    ACCOUNT_SETTINGS_URL,
    () => api.get(ACCOUNT_SETTINGS_URL, { schema: accountSettingsSchema }),
    {
      revalidateOnFocus: false,
    },
  );
}
