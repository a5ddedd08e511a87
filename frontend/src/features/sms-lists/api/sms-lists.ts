import useSWR from 'swr';
import {
  listListsResponseSchema,
  LIST_STATUS,
  queuedImportSchema,
  smsListRowSchema,
  type CreateList,
  type ImportIntoList,
  type ListInfo,
  type ListListsRequest,
  type SmsListRow,
} from '@contracts/lists/lists.schemas';
import { accountSettingsSchema } from '@contracts/settings/settings.schemas';
import { api } from '@/lib/api-client';

export const SMS_LISTS_URL = '/api/sms/lists';
export const LIST_REFRESH_MS = 5000;
export const ACCOUNT_SETTINGS_URL = '/api/settings';

export const isProcessing = (row: Pick<SmsListRow, 'status'>): boolean =>
  row.status === LIST_STATUS.Queued || row.status === LIST_STATUS.InProgress;

/** POST /api/sms/lists/all; polls every 5 s while a list on the page is queued or processing. */
export function useSmsLists(request: ListListsRequest) {
  return useSWR(
    [`${SMS_LISTS_URL}/all`, request],
    ([url, body]) => api.post(url, body, { schema: listListsResponseSchema }),
    {
      keepPreviousData: true,
      refreshInterval: (data) => (data?.rows.some(isProcessing) ? LIST_REFRESH_MS : 0),
    },
  );
}

/** GET /api/sms/lists/{id} (the import wizard shows the list's name and starts from its country). */
export function useSmsList(listId: number) {
  return useSWR(`${SMS_LISTS_URL}/${listId}`, (url: string) => api.get(url, { schema: smsListRowSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** GET /api/settings: limitDownloads hides contacts, export and the DMA links. */
export function useAccountSettings() {
  return useSWR(
    ACCOUNT_SETTINGS_URL,
    () => api.get(ACCOUNT_SETTINGS_URL, { schema: accountSettingsSchema }),
    {
      revalidateOnFocus: false,
    },
  );
}

export const deleteSmsList = (listId: number) =>
  api.delete(`${SMS_LISTS_URL}/${listId}`).then(() => undefined);

/** POST /api/sms/lists: the list and its queued import. */
export const createSmsList = (body: CreateList) =>
  api.post(SMS_LISTS_URL, body, { schema: queuedImportSchema });

/** POST /api/sms/lists/empty. */
export const createEmptySmsList = (info: ListInfo) =>
  api.post(`${SMS_LISTS_URL}/empty`, info, { schema: queuedImportSchema });

/** POST /api/sms/lists/{id}/import. */
export const importIntoSmsList = (listId: number, body: ImportIntoList) =>
  api.post(`${SMS_LISTS_URL}/${listId}/import`, body, { schema: queuedImportSchema });
