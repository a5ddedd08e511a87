import useSWR from 'swr';
import { z } from 'zod';
import {
  connectionResultSchema,
  requestsPageSchema,
  wrapperLogRowSchema,
  wrapperLogSchema,
  type MetaRequest,
  type RequestsQuery,
  type SaveWrapperLog,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { api } from '@/lib/api-client';

export const WRAPPER_LOGS_URL = '/api/settings/wrapper-logs';

/** GET /api/settings/wrapper-logs (spec 3 §7: failures swallowed; the page shows the retry). */
export function useWrapperLogs() {
  return useSWR(WRAPPER_LOGS_URL, (url: string) => api.get(url, { schema: z.array(wrapperLogRowSchema) }), {
    revalidateOnFocus: false,
  });
}

export function useWrapperLog(id: number | null) {
  return useSWR(
    id ? `${WRAPPER_LOGS_URL}/${id}` : null,
    (url: string) => api.get(url, { schema: wrapperLogSchema }),
    { revalidateOnFocus: false },
  );
}

export const saveWrapperLog = (log: SaveWrapperLog) =>
  api.post(`${WRAPPER_LOGS_URL}/save`, log, { schema: z.object({ id: z.number().int() }) });

export const deleteWrapperLog = (id: number) => api.delete(`${WRAPPER_LOGS_URL}/delete/${id}`);

export const connectWrapperLog = (request: MetaRequest) =>
  api.post(`${WRAPPER_LOGS_URL}/meta`, request, { schema: connectionResultSchema });

export function useWrapperLogRequests(id: number, query: RequestsQuery) {
  return useSWR(
    [`${WRAPPER_LOGS_URL}/${id}/requests`, query.status, query.page],
    ([url]) => api.post(url, query, { schema: requestsPageSchema }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
