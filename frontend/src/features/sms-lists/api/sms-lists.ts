import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  editListSchema,
  importJobSchema,
  listContactsResponseSchema,
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
import { IMPORT_JOBS_URL, isJobRunning, JOB_REFRESH_MS } from '@/lib/import-jobs';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

export const SMS_LISTS_URL = '/api/sms/lists';
export const LIST_REFRESH_MS = 5000;
export { ACCOUNT_SETTINGS_URL, useAccountSettings } from '@/lib/account-settings';

export const isProcessing = (row: Pick<SmsListRow, 'status'>): boolean =>
  row.status === LIST_STATUS.Queued || row.status === LIST_STATUS.InProgress;

/** True while a list's counts are being recomputed (a DMA upload is running): 'Pending refresh...'. */
const isPendingRefresh = (row: Pick<SmsListRow, 'needsRefresh'>): boolean => row.needsRefresh;

/** Reloads every cached page and search of SMS Lists (after a delete or a rename). */
export const useReloadSmsLists = () => useReloadLists(`${SMS_LISTS_URL}/all`);

/** POST /api/sms/lists/all; polls every 5 s while a list on the page is queued, processing or pending refresh. */
export function useSmsLists(request: ListListsRequest) {
  return useSWR(
    [`${SMS_LISTS_URL}/all`, request],
    ([url, body]) => api.post(url, body, { schema: listListsResponseSchema }),
    {
      keepPreviousData: true,
      refreshInterval: (data) =>
        data?.rows.some((row) => isProcessing(row) || isPendingRefresh(row)) ? LIST_REFRESH_MS : 0,
    },
  );
}

/**
 * GET /api/sms/lists/{id} (the import wizard shows the list's name and starts from its country);
 * with `poll`, refreshes every 5 s while the list is queued or processing (the stats page).
 */
export function useSmsList(listId: number, { poll = false }: { poll?: boolean } = {}) {
  return useSWR(`${SMS_LISTS_URL}/${listId}`, (url: string) => api.get(url, { schema: smsListRowSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (list) => (poll && list && isProcessing(list) ? LIST_REFRESH_MS : 0),
  });
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

/** GET /api/lists/import-jobs?listId=: one list's imports, newest first; polls while one is queued or running. */
export function useListImportJobs(listId: number) {
  return useSWR(
    `${IMPORT_JOBS_URL}?listId=${listId}`,
    (url: string) => api.get(url, { schema: z.array(importJobSchema) }),
    { refreshInterval: (jobs) => (jobs?.some(isJobRunning) ? JOB_REFRESH_MS : 0) },
  );
}

export const CONTACTS_PAGE_SIZE = 20;
export type ContactsRequest = { page: number; search: string };

export const listContactsUrl = (listId: number, { page, search }: ContactsRequest): string => {
  const query = new URLSearchParams({ page: String(page), rowsPerPage: String(CONTACTS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `${SMS_LISTS_URL}/${listId}/contacts?${query.toString()}`;
};

/** GET /api/sms/lists/{id}/contacts: a page of 20, searched by number or name (403 when downloads are limited). */
export function useListContacts(listId: number, request: ContactsRequest) {
  return useSWR(
    listContactsUrl(listId, request),
    (url: string) => api.get(url, { schema: listContactsResponseSchema }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/**
 * PATCH /api/sms/lists/{id}; then the cached list takes the new name and description, and every
 * cached page of the lists page is dropped so none shows the old name.
 */
export function useEditSmsList() {
  const { mutate } = useSWRConfig();
  const reloadLists = useReloadSmsLists();
  return async (listId: number, body: z.output<typeof editListSchema>): Promise<void> => {
    await api.patch(`${SMS_LISTS_URL}/${listId}`, body);
    const rename = (list: SmsListRow | undefined) =>
      list && {
        ...list,
        name: body.listName,
        listName: body.listName,
        description: body.description || null,
      };
    void mutate(`${SMS_LISTS_URL}/${listId}`, rename, { revalidate: true });
    void reloadLists();
  };
}
