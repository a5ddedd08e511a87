import useSWR from 'swr';
import {
  replayAnswerSchema,
  requestDetailsSchema,
  webhookHistorySchema,
} from '@contracts/webhooks/webhooks.schemas';
import { api } from '@/lib/api-client';

export const WEBHOOK_HISTORY_URL = '/api/web-hooks/history';

/** GET /api/web-hooks/history: the account's last calls and how many it has in all. */
export function useWebhookHistory() {
  return useSWR(WEBHOOK_HISTORY_URL, (url: string) => api.get(url, { schema: webhookHistorySchema }), {
    revalidateOnFocus: false,
  });
}

/** GET /api/web-hooks/request-details: the raw request of a call's latest attempt. */
export function useRequestDetails(callId: number | null) {
  return useSWR(
    callId === null ? null : `/api/web-hooks/request-details?webhookQueueId=${callId}`,
    (url: string) => api.get(url, { schema: requestDetailsSchema }),
    { revalidateOnFocus: false },
  );
}

/** POST /api/web-hooks/history/{id}/replay: one call sent again (202, with what was queued). */
export const replayCall = (callId: number) =>
  api.post(`/api/web-hooks/history/${callId}/replay`, {}, { schema: replayAnswerSchema });

/** POST /api/web-hooks/history/replay: the failed calls created in the period sent again. */
export const replayFailedCalls = (from: string, to: string) =>
  api.post('/api/web-hooks/history/replay', { from, to }, { schema: replayAnswerSchema });
