import useSWR from 'swr';
import type { z } from 'zod';
import {
  HISTORY_PAGE_SIZE,
  historyCallbacksSchema,
  historyClicksSchema,
  historyDeliveryReportsSchema,
  historyListsSchema,
  historyMessagesSchema,
  historyRepliesSchema,
  idNumberHistorySchema,
} from '@contracts/sms-history/sms-history.schemas';
import { consentRecordSchema } from '@contracts/sms-history/consent-record.schemas';
import { api } from '@/lib/api-client';

/** The six panels of History by Cellphone, with the path of their call (spec 2 §7.1). */
export const PANEL_CALLS = {
  lists: { path: 'phone/lists', schema: historyListsSchema, paged: false },
  messages: { path: 'phone/messages', schema: historyMessagesSchema, paged: true },
  deliveryReports: { path: 'phone/delivery-reports', schema: historyDeliveryReportsSchema, paged: true },
  replies: { path: 'phone/replies', schema: historyRepliesSchema, paged: false },
  callbacks: { path: 'phone/callbacks', schema: historyCallbacksSchema, paged: false },
  clicks: { path: 'phone/clicks', schema: historyClicksSchema, paged: false },
} as const;
export type PanelName = keyof typeof PANEL_CALLS;
export type PanelAnswer<P extends PanelName> = z.infer<(typeof PANEL_CALLS)[P]['schema']>;

const base = (global: boolean) => `/api/sms/history/${global ? 'global/' : ''}`;

/** The URL of a panel's call for the number as typed (the server normalises it). */
export function panelUrl(panel: PanelName, cellphone: string, global: boolean, page = 1): string {
  const call = PANEL_CALLS[panel];
  const query = new URLSearchParams({ cellphone });
  if (call.paged) {
    query.set('page', String(page));
    query.set('rowsPerPage', String(HISTORY_PAGE_SIZE));
  }
  return `${base(global)}${call.path}?${query.toString().replace(/\+/g, '%20')}`;
}

/** GET /api/sms/history[/global]/phone/{panel}: one panel of the number's history (null: no search yet). */
export function useHistoryPanel<P extends PanelName>(
  panel: P,
  cellphone: string | null,
  global: boolean,
  page = 1,
) {
  return useSWR(
    cellphone === null ? null : panelUrl(panel, cellphone, global, page),
    (url: string) =>
      api.get(url, { schema: PANEL_CALLS[panel].schema as unknown as z.ZodType<PanelAnswer<P>> }),
    { revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false },
  );
}

/** GET /api/sms/history[/global]/id?idNumber=: the cellphones linked to an ID number. */
export function useIdNumberHistory(idNumber: string | null, global: boolean) {
  return useSWR(
    idNumber === null ? null : `${base(global)}id?idNumber=${encodeURIComponent(idNumber)}`,
    (url: string) => api.get(url, { schema: idNumberHistorySchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** GET /api/sms/history/phone/consent?cellphone=: how the account holds the number, and whether it may market. */
export function useConsentRecord(cellphone: string | null) {
  return useSWR(
    cellphone === null ? null : consentUrl(cellphone),
    (url: string) => api.get(url, { schema: consentRecordSchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The consent record's URL; with download, the server answers it as a file. */
export const consentUrl = (cellphone: string, download = false) =>
  `/api/sms/history/phone/consent?${new URLSearchParams({
    cellphone,
    ...(download ? { download: 'true' } : {}),
  })
    .toString()
    .replace(/\+/g, '%20')}`;
