import useSWR from 'swr';
import {
  emailListListResponseSchema,
  emailListSchema,
  type CreateEmailList,
  type CreateEngagedList,
  type ImportFromEngagements,
  type ImportIntoEmailList,
} from '@contracts/email-lists/email-lists.schemas';
import {
  LIST_STATUS,
  queuedImportSchema,
  type ListInfo,
  type ListListsRequest,
} from '@contracts/lists/lists.schemas';
import { emailConsentRecordSchema } from '@contracts/email-lists/email-consent.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

export const EMAIL_LISTS_URL = '/api/email/lists';
export const LIST_REFRESH_MS = 5000;
export { useAccountSettings } from '@/lib/account-settings';

export const isProcessing = (row: { status: number }): boolean =>
  row.status === LIST_STATUS.Queued || row.status === LIST_STATUS.InProgress;

/** Reloads every cached page and search of Email Lists (after a delete). */
export const useReloadEmailLists = () => useReloadLists(`${EMAIL_LISTS_URL}/all`);

/** POST /api/email/lists/all; polls every 5 s while a list on the page is queued or processing. */
export function useEmailLists(request: ListListsRequest) {
  return useSWR(
    [`${EMAIL_LISTS_URL}/all`, request],
    ([url, body]) => api.post(url, body, { schema: emailListListResponseSchema }),
    {
      keepPreviousData: true,
      refreshInterval: (data) => (data?.rows.some(isProcessing) ? LIST_REFRESH_MS : 0),
    },
  );
}

/** GET /api/email/lists/{id} (the import wizard shows the list's name and starts from its country). */
export function useEmailList(listId: number) {
  return useSWR(`${EMAIL_LISTS_URL}/${listId}`, (url: string) => api.get(url, { schema: emailListSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export const deleteEmailList = (listId: number) =>
  api.delete(`${EMAIL_LISTS_URL}/${listId}`).then(() => undefined);

/** POST /api/email/lists: the list and its queued import from a file or a MySQL table. */
export const createEmailList = (body: CreateEmailList) =>
  api.post(EMAIL_LISTS_URL, body, { schema: queuedImportSchema });

/** POST /api/email/lists/empty. */
export const createEmptyEmailList = (info: ListInfo) =>
  api.post(`${EMAIL_LISTS_URL}/empty`, info, { schema: queuedImportSchema });

/** POST /api/email/lists/fromEngagements: a list built from engaged subscribers. */
export const createEngagedEmailList = (body: CreateEngagedList) =>
  api.post(`${EMAIL_LISTS_URL}/fromEngagements`, body, { schema: queuedImportSchema });

/** POST /api/email/lists/{id}/import. */
export const importIntoEmailList = (listId: number, body: ImportIntoEmailList) =>
  api.post(`${EMAIL_LISTS_URL}/${listId}/import`, body, { schema: queuedImportSchema });

/** POST /api/email/lists/{id}/importFromEngagements. */
export const importEngagedIntoEmailList = (listId: number, body: ImportFromEngagements) =>
  api.post(`${EMAIL_LISTS_URL}/${listId}/importFromEngagements`, body, { schema: queuedImportSchema });

/** GET /api/email/contacts/consent?email=: the address's consent record (null: not asked yet). */
export function useEmailConsentRecord(email: string | null) {
  return useSWR(
    email === null ? null : `/api/email/contacts/consent?${new URLSearchParams({ email }).toString()}`,
    (url: string) => api.get(url, { schema: emailConsentRecordSchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
