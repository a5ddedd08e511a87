import useSWR from 'swr';
import { smsListRowSchema } from '@contracts/lists/lists.schemas';
import { api } from '@/lib/api-client';

export { ACCOUNT_SETTINGS_URL, useAccountSettings } from '@/lib/account-settings';

/** The API URL of a list's export: it answers with a redirect to the CSV (403 when downloads are limited). */
export const exportHref = (listId: number): string => `/api/sms/lists/${listId}/export`;

/** GET /api/sms/lists/{id}: the name and counts the export page shows. */
export function useExportedList(listId: number) {
  return useSWR(`/api/sms/lists/${listId}`, (url: string) => api.get(url, { schema: smsListRowSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
